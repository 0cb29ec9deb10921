// The random session id the spec stores in local storage and sends with every request.
const SESSION_KEY = 'sessionId';

export function sessionId(): string {
  let id = localStorage.getItem(SESSION_KEY);
  if (!id || !/^[A-Za-z0-9-]{1,64}$/.test(id)) {
    id = crypto.randomUUID();
    localStorage.setItem(SESSION_KEY, id);
  }
  return id;
}
