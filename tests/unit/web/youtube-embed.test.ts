import { describe, expect, it } from 'vitest';
import { youTubeWatchId } from '../../../shared/schemas/video';
import { isPlayerReadyMessage, listeningMessage, youTubeEmbedUrl, youTubeWatchUrl } from '../../../web/src/components/video/youtube-embed';

describe('youTubeWatchId', () => {
  it('reads the id of a YouTube watch URL on the desktop, bare or mobile host', () => {
    expect(youTubeWatchId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeWatchId('https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe('dQw4w9WgXcQ');
    expect(youTubeWatchId('https://m.youtube.com/watch?feature=share&v=a-B_c1D2e3F')).toBe('a-B_c1D2e3F');
    expect(youTubeWatchId('  http://www.youtube.com/watch?v=dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
  });

  it('refuses short links, embeds, shorts, look-alike hosts, odd ids and non-URLs', () => {
    for (const bad of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQextra',
      'https://www.youtube.com/watch?v=dQw4w9WgX%2FQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//www.youtube.com/watch?v=dQw4w9WgXcQ',
      'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/watch?v=dQw4w9WgXcQ',
      '/watch?v=dQw4w9WgXcQ',
      'nope',
      '',
    ]) {
      expect(youTubeWatchId(bad), bad).toBeNull();
    }
  });
});

describe('the YouTube embed', () => {
  it('plays from youtube-nocookie.com with the JS API on and this page as the origin', () => {
    const url = new URL(youTubeEmbedUrl('dQw4w9WgXcQ', 'https://cricket.example'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://cricket.example');
    expect(youTubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(JSON.parse(listeningMessage(3))).toEqual({ event: 'listening', id: 3, channel: 'widget' });
  });

  it("takes the player's onReady message from the embed origin, as a string or an object", () => {
    const ready = { event: 'onReady', info: null, id: 1, channel: 'widget' };
    expect(isPlayerReadyMessage('https://www.youtube-nocookie.com', JSON.stringify(ready))).toBe(true);
    expect(isPlayerReadyMessage('https://www.youtube-nocookie.com', ready)).toBe(true);
  });

  it('ignores other senders, other events and anything malformed', () => {
    const ready = JSON.stringify({ event: 'onReady' });
    for (const origin of ['https://www.youtube.com', 'https://evil.example', 'null', 'http://www.youtube-nocookie.com']) {
      expect(isPlayerReadyMessage(origin, ready), origin).toBe(false);
    }
    for (const data of [JSON.stringify({ event: 'infoDelivery' }), '{not json', 'onReady', 42, null, { event: 1 }, `"${'x'.repeat(70_000)}"`]) {
      expect(isPlayerReadyMessage('https://www.youtube-nocookie.com', data), String(data).slice(0, 40)).toBe(false);
    }
  });
});
