// The login token and mode the spec keeps in local storage (SPEC.md section 3, 'Local storage').
import { LoginModeSchema, type LoginMode } from '../../../shared/schemas/profile';

const TOKEN_KEY = 'token';
const MODE_KEY = 'loginMode';

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The stored login mode; a value other than otp, google or apple throws the spec's error. */
export function storedLoginMode(): LoginMode | null {
  const mode = localStorage.getItem(MODE_KEY);
  if (mode === null) return null;
  const parsed = LoginModeSchema.safeParse(mode);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid login mode');
  return parsed.data;
}

export function storeLogin(token: string, mode: LoginMode): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(MODE_KEY, LoginModeSchema.parse(mode));
  notify();
}

export function clearLogin(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(MODE_KEY);
  notify();
}

// Components that show Login or Profile follow the token through useSyncExternalStore.
const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToLogin(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === TOKEN_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
