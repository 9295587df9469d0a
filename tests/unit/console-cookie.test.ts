import t from 'tap';
import { writeConsoleCookie } from '#client/session/console-cookie.ts';

/** Runs `write` in a page on `protocol` and answers what it assigned to `document.cookie`. */
function written(protocol: string, write: () => void): string[] {
  const assigned: string[] = [];
  const globals = globalThis as { window?: unknown; document?: unknown };
  globals.window = { location: { protocol } };
  globals.document = {
    set cookie(value: string) {
      assigned.push(value);
    },
  };
  try {
    write();
  } finally {
    delete globals.window;
    delete globals.document;
  }
  return assigned;
}

t.test('the console’s display cookies are Secure on an https page, unchanged on http', async (t) => {
  const cookie = 'i18next=en; Path=/; Max-Age=31536000; SameSite=Lax';
  t.same(
    written('https:', () => writeConsoleCookie(cookie)),
    [`${cookie}; Secure`],
  );
  t.same(
    written('http:', () => writeConsoleCookie(cookie)),
    [cookie],
  );
});
