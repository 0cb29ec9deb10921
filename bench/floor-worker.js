// The Worker of `npm run bench:floor`: a bare Durable Object that holds hibernatable WebSockets and,
// on POST /send, sends the request's body, one prepared string, to every one of them in a plain
// loop. No topics, no state, no JSON: what it costs is the runtime's own cost of sending. The
// Worker in front routes every request to the one object, as the site's Worker routes to a shard.
export class Floor {
  constructor(ctx) {
    this.ctx = ctx;
  }

  async fetch(request) {
    if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
      const pair = new WebSocketPair();
      this.ctx.acceptWebSocket(pair[1]);
      return new Response(null, { status: 101, webSocket: pair[0] });
    }
    const path = new URL(request.url).pathname;
    const sockets = this.ctx.getWebSockets();
    if (path === '/sockets') return Response.json({ sockets: sockets.length });
    if (path === '/send' && request.method === 'POST') {
      const frame = await request.text();
      for (const ws of sockets) ws.send(frame);
      return Response.json({ sockets: sockets.length });
    }
    return Response.json({ error: 'Not found' }, { status: 404 });
  }

  webSocketMessage() {}

  webSocketClose(ws, code) {
    // Complete the closing handshake; codes a peer may not send back (1005, 1006) become 1000.
    ws.close(code === 1001 || (code >= 3000 && code <= 4999) ? code : 1000, '');
  }
}

export default {
  fetch(request, env) {
    return env.FLOOR.get(env.FLOOR.idFromName('floor')).fetch(request);
  },
};
