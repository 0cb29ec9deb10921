import { Link, Outlet } from 'react-router-dom';

export function Layout() {
  return (
    <div className="app">
      <header className="topbar">
        <Link to="/" className="brand" aria-label="Cricket home">
          <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
            <circle cx="32" cy="32" r="30" fill="#c8102e" />
            <path d="M14 20c10 6 26 6 36 0M14 44c10-6 26-6 36 0" stroke="#fff" strokeWidth="3" fill="none" strokeDasharray="3 3" />
          </svg>
          <span>Cricket Edge</span>
        </Link>
      </header>
      <main className="content">
        <Outlet />
      </main>
      <footer className="footer">Live scores pushed from the edge.</footer>
    </div>
  );
}
