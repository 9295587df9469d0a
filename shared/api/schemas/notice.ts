import { z } from 'zod/mini';

/** `/api/notice` data: the site notice as markdown or HTML, possibly empty (contract §2.1, spec §3). */
export const NoticeSchema = z.string();
/** The site notice text. */
export type Notice = z.infer<typeof NoticeSchema>;
