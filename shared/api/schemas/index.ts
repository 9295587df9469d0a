/** Zod schemas of the gateway's responses and request bodies; see ./README.md. */
export * from './envelope.ts';
export * from './status.ts';
export * from './notice.ts';
export * from './user.ts';
export * from './group.ts';
export * from './model.ts';
export * from './auth.ts';
export * from './mock.ts';
export * from './token.ts';
export * from './log.ts';
export * from './dashboard.ts';
export * from './billing.ts';
export * from './profile.ts';
export * from './group-admin.ts';
export * from './owner.ts';
export * from './model-info.ts';
