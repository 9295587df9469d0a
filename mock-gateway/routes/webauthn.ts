import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { PasskeyLoginBeginSchema } from '#shared/api/schemas/webauthn.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { criticalRateLimit } from '#mock-gateway/http/rate-limit.ts';
import { fail } from '#mock-gateway/http/respond.ts';
import { ensureSession, requestSession } from '#mock-gateway/http/session.ts';
import { completeSignIn } from '#mock-gateway/http/sign-in.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';
import {
  beginCeremony,
  creationOptions,
  defaultAlias,
  deletePasskey,
  findPasskey,
  passkeyList,
  passkeysOf,
  requestOptions,
  savePasskey,
  takeCeremony,
  webAuthnUserId,
} from '#mock-gateway/store/webauthn/webauthn.ts';
import type { PendingCeremony, StoredPasskey } from '#mock-gateway/store/webauthn/webauthn.ts';
import { readAssertion, verifyAssertion, verifyRegistration } from '#mock-gateway/store/webauthn/verify.ts';

// Upstream's answers (controller/webauthn.go), with their HTTP statuses.
const EXPIRED = fail('会话已过期');
const SIGN_IN_FAILED = fail('登陆失败');

/** The optional alias: upstream ignores a body it cannot bind, so a bad one is no alias. */
function aliasOf(body: unknown): string | undefined {
  const alias = typeof body === 'object' && body !== null && 'alias' in body ? body.alias : undefined;
  return typeof alias === 'string' && alias !== '' ? alias : undefined;
}

/** Go's `strconv.Atoi` of the user handle (the decimal user id as bytes), or NaN. */
function userIdOfHandle(handle: string | undefined): number {
  const text = handle ? Buffer.from(handle, 'base64url').toString() : '';
  return /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
}

type Lookup = { ok: true; user: UserRecord; passkey: StoredPasskey } | { ok: false; status: number; message: string };

const refusal = (details: string): Lookup => ({ ok: false, status: 400, message: `登录验证失败: ${details}` });

/**
 * go-webauthn's steps before any cryptography, in its order and words: whose sign-in this is
 * (the username of the begin, else the user handle, else the credential's owner), then whether
 * that user owns the credential returned.
 */
function lookUpSigner(store: MockStore, pending: PendingCeremony, rawId: string, userHandle: string | undefined): Lookup {
  let user: UserRecord | undefined;
  if (pending.userId !== null) {
    user = store.users.get(pending.userId);
    if (!user) return { ok: false, status: 404, message: SIGN_IN_FAILED.message };
    const owned = new Set(passkeysOf(store, user.id).map((passkey) => passkey.credentialId));
    if (!(pending.allowCredentialIds ?? []).every((id) => owned.has(id))) {
      return refusal('User does not own all credentials from the allowedCredentialList');
    }
    if (!pending.allowCredentialIds?.includes(rawId)) return refusal('User does not own the credential returned');
  } else {
    if (!userHandle) return refusal('Client-side Discoverable Assertion was attempted with a blank User Handle');
    const byCredential = findPasskey(store, rawId);
    user = store.users.get(userIdOfHandle(userHandle)) ?? (byCredential ? store.users.get(byCredential.userId) : undefined);
    if (!user) return refusal('Failed to lookup Client-side Discoverable Credential: user not found');
  }
  if (userHandle && Buffer.from(userHandle, 'base64url').toString() !== webAuthnUserId(user)) {
    return refusal('userHandle and User ID do not match');
  }
  const passkey = passkeysOf(store, user.id).find((candidate) => candidate.credentialId === rawId);
  if (!passkey) return refusal('Unable to find the credential for the returned credential ID');
  return { ok: true, user, passkey };
}

async function finishLogin(store: MockStore, request: FastifyRequest, reply: FastifyReply) {
  const pending = takeCeremony(store, requestSession(store, request), 'login');
  if (!pending) return reply.code(400).send(EXPIRED);
  const assertion = readAssertion(request.body);
  if (!assertion) return reply.code(400).send(fail('登录验证失败: Parse error for Assertion'));
  const signer = lookUpSigner(store, pending, assertion.rawId, assertion.response.userHandle);
  if (!signer.ok) return reply.code(signer.status).send(fail(signer.message));
  const verdict = await verifyAssertion(store, pending, assertion, signer.passkey);
  if (!verdict.ok) return reply.code(400).send(fail(`登录验证失败: ${verdict.details}`));
  Object.assign(signer.passkey, verdict.value);
  if (signer.user.status !== 1) return reply.code(403).send(SIGN_IN_FAILED);
  return completeSignIn(store, request, reply, signer.user);
}

/**
 * A ceremony's options as upstream answers them: `{success, data}` without a message
 * (controller/webauthn.go's begins), found on the real one-hub (tests/contract/one-hub/sign-in.test.ts).
 */
const begun = (options: unknown) => ({ success: true, data: options });

/**
 * one-hub's passkeys (router/api-router.go's `webauthn` group, controller/webauthn.go):
 * registration and the credential list for signed-in users, sign-in for anyone under the
 * critical-route limit. Relying party and origin come from the ServerAddress (`store/webauthn/webauthn.ts`).
 */
export const webauthnRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.post('/api/webauthn/registration/begin', { config: { role: ROLE.common } }, async (request, reply) => {
    const { user } = callerOf(request);
    // The ceremony lives in the cookie session; a caller by access token gets one (as gin's store does).
    const session = ensureSession(store, request, reply);
    const challenge = beginCeremony(store, session, 'registration', { userId: user.id, alias: aliasOf(request.body) });
    return begun(creationOptions(store, user, challenge));
  });

  app.post('/api/webauthn/registration/finish', { config: { role: ROLE.common } }, async (request, reply) => {
    const { user } = callerOf(request);
    const pending = takeCeremony(store, requestSession(store, request), 'registration');
    if (!pending) return reply.code(400).send(EXPIRED);
    if (pending.userId !== user.id) return reply.code(400).send(fail('注册验证失败: ID mismatch for User and Session'));
    const verdict = await verifyRegistration(store, pending, request.body);
    if (!verdict.ok) return reply.code(400).send(fail(`注册验证失败: ${verdict.details}`));
    const saved = savePasskey(store, { ...verdict.value, userId: user.id, alias: pending.alias ?? defaultAlias(store.now()) });
    // Upstream's unique index on credential_id refuses a credential stored already.
    if (!saved) return reply.code(500).send(fail('保存凭据失败'));
    return { success: true, message: 'WebAuthn注册成功' };
  });

  app.post('/api/webauthn/login/begin', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) => {
    // gin's ShouldBindJSON: no body, a non-object or a wrong type is refused (the double also refuses `null`).
    const body = z.safeParse(PasskeyLoginBeginSchema, request.body);
    if (!body.success) return reply.code(400).send(fail('请求参数错误'));
    const username = body.data.username ?? '';
    const session = ensureSession(store, request, reply);
    if (username === '') {
      return begun(requestOptions(store, beginCeremony(store, session, 'login', { userId: null })));
    }
    const user = [...store.users.values()].find((candidate) => candidate.username === username);
    if (!user) return reply.code(404).send(SIGN_IN_FAILED);
    const allowCredentialIds = passkeysOf(store, user.id).map((passkey) => passkey.credentialId);
    if (allowCredentialIds.length === 0) return reply.code(500).send(fail('无法开始登录: Found no credentials for user'));
    const challenge = beginCeremony(store, session, 'login', { userId: user.id, allowCredentialIds });
    return begun(requestOptions(store, challenge, allowCredentialIds));
  });

  app.post('/api/webauthn/login/finish', { config: { role: 'public' }, onRequest: criticalRateLimit(store) }, async (request, reply) =>
    finishLogin(store, request, reply),
  );

  // controller/webauthn.go answers `{success, data}`: the one envelope without a message.
  app.get('/api/webauthn/credentials', { config: { role: ROLE.common } }, async (request) => ({
    success: true,
    data: passkeyList(store, callerOf(request).user.id),
  }));

  app.delete<{ Params: { id: string } }>('/api/webauthn/credentials/:id', { config: { role: ROLE.common } }, async (request, reply) => {
    // Upstream matches the text against the numeric id column: anything but a number matches nothing.
    const id = /^\d+$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
    if (!deletePasskey(store, callerOf(request).user.id, id)) return reply.code(404).send(fail('凭据不存在'));
    return { success: true, message: '凭据删除成功' };
  });
});
