import { useEffect, useState, type ComponentType } from 'react';
import { TOAST_CLOSE_MS } from '../../../shared/constants';

// Toasts (sonner) load the first time one is shown: most visits never show one, and the library
// would otherwise be some 10 KB of every first page's JavaScript. The first toast mounts sonner's
// Toaster in the host and goes out once the Toaster is listening.

type Sonner = typeof import('sonner');
type Toaster = Sonner['Toaster'];

let sonner: Promise<Sonner> | null = null;
let requestHost: ((toaster: Toaster) => void) | null = null;
let hostMounted: Promise<void> | null = null;
let resolveHostMounted: () => void = () => undefined;

async function ready(): Promise<Sonner> {
  sonner ??= import('sonner');
  const loaded = await sonner;
  if (!hostMounted) {
    hostMounted = new Promise((resolve) => (resolveHostMounted = resolve));
    requestHost?.(loaded.Toaster);
  }
  await hostMounted;
  return loaded;
}

/** A toast's one button: what it says and what it does. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Shows a toast (SPEC section 9: it closes after 15 s); safe to call from anywhere, any time. */
export const toast = {
  success: (message: string) => void ready().then((loaded) => loaded.toast.success(message)),
  error: (message: string) => void ready().then((loaded) => loaded.toast.error(message)),
  /** News for the fan (a key event of one of their teams): a title, a line below it, one button. */
  alert: (title: string, description: string, action: ToastAction) =>
    void ready().then((loaded) => loaded.toast(title, { description, action, className: 'toast-alert' })),
};

/** Where toasts appear: nothing until the first one is asked for. Mounted once, in the providers. */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<Parameters<Toaster>[0]> | null>(null);
  useEffect(() => {
    requestHost = (loaded) => setToaster(() => loaded);
    return () => {
      requestHost = null;
    };
  }, []);
  // The Toaster's own effects (its subscription to new toasts) ran before this one.
  useEffect(() => {
    if (Toaster) resolveHostMounted();
  }, [Toaster]);
  return Toaster && <Toaster duration={TOAST_CLOSE_MS} position="top-center" theme="system" closeButton richColors />;
}
