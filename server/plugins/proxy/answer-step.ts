import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { readAnswer } from './answer-encoding.ts';
import { secretAnswerFor, withoutSecrets } from './secret-answers.ts';
import type { SecretAnswer } from './secret-answers.ts';
import { inspectSettingsAnswer, isSettingsWrite } from './settings-write.ts';

/** reply-from's answer step (its `onResponse`), typed through http-proxy's own options. */
export type ProxyAnswerStep = NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['onResponse']>;
type AnyReply = Parameters<ProxyAnswerStep>[1];

/** A page of 100 users is about 60 KB; an answer that holds secrets and is larger is refused. */
const MAX_SECRET_ANSWER_BYTES = 8 * 1024 * 1024;

export interface AnswerStepOptions {
  /** Called before the answer to an accepted write of the gateway's options is passed on. */
  onSettingsWrite?: () => void | Promise<void>;
  /** Answers a failure to read the gateway's answer (the proxy's 502). */
  onError: (reply: AnyReply, error: unknown) => void;
}

/** The gateway's `Content-Encoding`, on the reply by now (reply-from copies the headers before this step). */
function encodingOf(reply: AnyReply): string | undefined {
  const encoding = reply.getHeader('content-encoding');
  return typeof encoding === 'string' ? encoding : undefined;
}

async function sendWithoutSecrets(reply: AnyReply, answer: Readable, rule: SecretAnswer): Promise<void> {
  const read = await readAnswer(answer, MAX_SECRET_ANSWER_BYTES);
  if ('tooLarge' in read) {
    read.tooLarge.destroy();
    throw new Error('an answer that may hold secrets is too large to check');
  }
  const scrubbed = withoutSecrets(rule, read.whole, encodingOf(reply));
  if (scrubbed === null) {
    void reply.send(read.whole);
    return;
  }
  (reply as FastifyReply).removeHeader('content-encoding');
  (reply as FastifyReply).removeHeader('content-length');
  void reply.send(scrubbed);
}

/**
 * reply-from's answer step for `/api`: every answer streams on as it comes (reply-from's own
 * default), except two kinds read whole first: a settings write's, so that `onSettingsWrite`
 * runs before the browser can ask for its next page, and only when the gateway said
 * `success: true`; and an admin read that upstream fills with secrets, passed on with them
 * emptied (`secret-answers.ts`).
 */
export function apiAnswerStep(options: AnswerStepOptions): ProxyAnswerStep {
  const { onSettingsWrite, onError } = options;
  return (request, reply, answer) => {
    if (reply.statusCode < 300) {
      if (onSettingsWrite && isSettingsWrite(request.method, request.url)) {
        inspectSettingsAnswer(answer.stream, encodingOf(reply), onSettingsWrite).then(
          (body) => void reply.send(body),
          (error: unknown) => onError(reply, error),
        );
        return;
      }
      const rule = secretAnswerFor(request.method, request.url);
      if (rule) {
        sendWithoutSecrets(reply, answer.stream, rule).catch((error: unknown) => onError(reply, error));
        return;
      }
    }
    void reply.send(answer.stream);
  };
}
