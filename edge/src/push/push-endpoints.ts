// The push services the edge posts to. A subscription names the URL a message goes to, and the
// browser, not us, chooses it; an edge that posted wherever a request said would be anyone's way to
// send requests from Cloudflare's addresses (server-side request forgery). So a subscription is taken
// only when its endpoint is https on a push service's host, and checked again before each send.

/** The browsers' push services: Chrome and Android (FCM), Firefox (Mozilla), Safari (Apple), Edge (WNS). */
export const BROWSER_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

/** `hosts`: exact host names, or `*.example.com` for its subdomains; empty means BROWSER_PUSH_HOSTS. */
export function isPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return (hosts.length > 0 ? hosts : BROWSER_PUSH_HOSTS).some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );
}
