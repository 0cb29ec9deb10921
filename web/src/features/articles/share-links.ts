/** Where the share dialog sends a reader, one real share address per network (SPEC section 4). */
export interface ShareTarget {
  name: 'Facebook' | 'X' | 'Instagram' | 'Telegram' | 'WhatsApp';
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    // Instagram has no web share address; its direct-message composer takes the text.
    { name: 'Instagram', href: `https://www.instagram.com/direct/new/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}
