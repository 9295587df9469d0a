/**
 * A server-sent-events reader (WHATWG "event stream" interpretation, `data` fields only) for
 * the relay's streamed answers (the playground) and the gateway's channel check (whose events
 * are all of the default `message` type): text arrives in arbitrary pieces, lines end in LF, CR or
 * CRLF (a CR at the end of one piece may meet its LF in the next), `data:` lines of one event
 * are joined with LF, comment lines (`:`) and other fields are ignored, and a blank line ends
 * the event.
 */
export interface SseParser {
  /** Feeds the next piece of text; returns the data of every event it completed. */
  push(text: string): string[];
  /** The stream ended: the data of a last event without its blank line, if any. */
  end(): string[];
}

/** A new parser with an empty buffer. */
export function createSseParser(): SseParser {
  let buffer = '';
  let data: string[] = [];
  let hasData = false;

  function takeLine(line: string, events: string[]): void {
    if (line === '') {
      if (hasData) events.push(data.join('\n'));
      data = [];
      hasData = false;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    data.push(value);
    hasData = true;
  }

  function drain(final: boolean): string[] {
    const events: string[] = [];
    for (;;) {
      const match = /\r\n|\n|\r/.exec(buffer);
      if (!match) break;
      // A CR last in the buffer may be the first half of a CRLF: wait for the next piece.
      if (match[0] === '\r' && match.index === buffer.length - 1 && !final) break;
      takeLine(buffer.slice(0, match.index), events);
      buffer = buffer.slice(match.index + match[0].length);
    }
    return events;
  }

  return {
    push(text) {
      buffer += text;
      return drain(false);
    },
    end() {
      const events = drain(true);
      if (buffer !== '') takeLine(buffer, events);
      buffer = '';
      takeLine('', events);
      return events;
    },
  };
}
