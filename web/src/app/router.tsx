import { createBrowserRouter, Navigate } from 'react-router-dom';
import { HomePage } from './home-page';
import { Layout } from './layout';

// The full route table of SPEC.md section 2 arrives with the shell; this is the data path end to end.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
