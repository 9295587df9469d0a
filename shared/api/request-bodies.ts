import type { z } from 'zod';
import { LoginBodySchema, OAuthCallbackBodySchema, RegisterBodySchema, ResetBodySchema } from './schemas/auth.ts';
import { AffTransferInputSchema } from './schemas/affiliate.ts';
import { InviterAdjustInputSchema } from './schemas/inviter.ts';
import { OrderInputSchema, RedeemInputSchema } from './schemas/billing.ts';
import { UserCreateSchema, UserManageSchema, UserQuotaChangeSchema, UserUpdateSchema } from './schemas/user-admin.ts';
import { SelfUpdateSchema, UnbindInputSchema } from './schemas/profile.ts';
import { TokenInputSchema, TokenStatusInputSchema, TokenUpdateSchema } from './schemas/key.ts';
import { AdminKeyUpdateSchema } from './schemas/admin-keys.ts';
import { BudgetInputSchema } from './schemas/budgets.ts';
import { EmptyBodySchema, UserGroupInputSchema, UserGroupUpdateSchema } from './schemas/group-admin.ts';
import { ModelOwnedByInputSchema } from './schemas/model-owner.ts';
import { ModelInfoInputSchema, ModelInfoUpdateSchema } from './schemas/model-info.ts';
import {
  ChannelBatchSchema,
  ChannelInputSchema,
  ChannelTagPrioritySchema,
  ChannelUpdateSchema,
  ProviderModelsInputSchema,
} from './schemas/channel.ts';
import { ChannelTagUpdateSchema } from './schemas/channel-tag.ts';
import { ChannelCheckInputSchema } from './schemas/channel-check.ts';
import { FapiaoRequestInputSchema, FapiaoReviewSchema, FapiaoTitleInputSchema, FapiaoTitleUpdateSchema } from './schemas/fapiao.ts';
import { PriceBatchSchema, PriceInputSchema, PriceModelsSchema, PriceSyncBodySchema } from './schemas/pricing.ts';
import { TelegramMenuInputSchema } from './schemas/telegram.ts';
import { OptionUpdateSchema } from './schemas/option.ts';
import { RedemptionInputSchema, RedemptionStatusInputSchema, RedemptionUpdateSchema } from './schemas/redemption-admin.ts';
import { OrderCompleteInputSchema } from './schemas/order-admin.ts';
import { PaymentGatewayInputSchema } from './schemas/payment-gateway.ts';
import { SystemLogRequestSchema } from './schemas/system-info.ts';
import { DestinationInputSchema, NotificationInputSchema, RuleInputSchema } from './schemas/alerts.ts';
import { StatusVisibilityInputSchema } from './schemas/insight.ts';
import { SiteSettingUpdateSchema } from './schemas/site.ts';
import {
  PasskeyAuthenticationResponseSchema,
  PasskeyLoginBeginSchema,
  PasskeyRegistrationBeginSchema,
  PasskeyRegistrationResponseSchema,
} from './schemas/webauthn.ts';

/**
 * The JSON body of every gateway endpoint that takes one (and of the console's own `/console-api/`), by method and path: the API client
 * types `post`/`put` bodies from it (so a wrong body does not compile) and the double checks
 * what it receives with the same schemas. A fixed query that changes what the body is
 * (`?status_only=true`) is part of the key; queries that do not (`?turnstile=`) go in the
 * client's `query` argument. A `:name` segment stands for a number in the path the client
 * calls (`/api/user_group/enable/:id` → `/api/user_group/enable/3`); a final `*` segment
 * stands for any (URL-escaped) text (`/api/prices/single/*` → `/api/prices/single/gpt-4o`).
 * A new endpoint with a body
 * is one line here.
 *
 * The browser imports this module's types only (`import type`), so the schemas cost it nothing.
 */
export const REQUEST_BODIES = {
  POST: {
    '/api/user/login': LoginBodySchema,
    '/api/user/register': RegisterBodySchema,
    '/api/user/reset': ResetBodySchema,
    '/api/oauth/google': OAuthCallbackBodySchema,
    '/api/user/unbind': UnbindInputSchema,
    '/api/user/topup': RedeemInputSchema,
    '/api/user/order': OrderInputSchema,
    '/api/token/': TokenInputSchema,
    // The extension's spelling first, new-api's as the fallback (extensions.md, "Affiliate").
    '/api/user/aff/transfer': AffTransferInputSchema,
    '/api/user/aff_transfer': AffTransferInputSchema,
    // Extension (extensions.md, "Inviter management"): an admin adjusts an inviter's pending rewards.
    '/api/inviter/:id/adjust': InviterAdjustInputSchema,
    '/api/user/': UserCreateSchema,
    '/api/user/manage': UserManageSchema,
    '/api/user/quota/:id': UserQuotaChangeSchema,
    '/api/user_group/': UserGroupInputSchema,
    '/api/model_ownedby/': ModelOwnedByInputSchema,
    '/api/model_info/': ModelInfoInputSchema,
    '/api/channel/': ChannelInputSchema,
    '/api/channel/provider_models_list': ProviderModelsInputSchema,
    // Answered as an event stream (the page reads it with `shared/api/event-stream.ts`).
    '/api/sse/channel/check': ChannelCheckInputSchema,
    '/api/prices/single': PriceInputSchema,
    '/api/prices/multiple': PriceBatchSchema,
    // `?updateMode=` goes in the query argument: it does not change what the body is.
    '/api/prices/sync': PriceSyncBodySchema,
    // Extension (extensions.md, "Fapiao").
    '/api/fapiao/title': FapiaoTitleInputSchema,
    '/api/fapiao/': FapiaoRequestInputSchema,
    // `id` 0 creates, any other id edits (upstream has one endpoint for both).
    '/api/option/telegram': TelegramMenuInputSchema,
    '/api/redemption/': RedemptionInputSchema,
    // Extension (mock-gateway/README.md, "Orders"): an admin completes a pending order.
    '/api/payment/order/complete': OrderCompleteInputSchema,
    '/api/payment/': PaymentGatewayInputSchema,
    // The monthly bills of the month `:date` (YYYY-MM-DD) falls in; upstream reads no body, the console sends `{}`.
    '/api/option/invoice/gen/:date': EmptyBodySchema,
    '/api/option/invoice/update/:date': EmptyBodySchema,
    // Root: the latest lines of the gateway's own log (also at /api/option/system_info/log).
    '/api/system_info/log': SystemLogRequestSchema,
    '/api/option/system_info/log': SystemLogRequestSchema,
    // Passkeys: the finish endpoints take the browser's credential JSON as it is.
    '/api/webauthn/registration/begin': PasskeyRegistrationBeginSchema,
    '/api/webauthn/registration/finish': PasskeyRegistrationResponseSchema,
    '/api/webauthn/login/begin': PasskeyLoginBeginSchema,
    '/api/webauthn/login/finish': PasskeyAuthenticationResponseSchema,
    // The console's own alerts (schemas/alerts.ts), answered by the console, not the gateway.
    '/console-api/alerts/destinations': DestinationInputSchema,
    '/console-api/alerts/destinations/:uuid/test': EmptyBodySchema,
    '/console-api/alerts/self/test': EmptyBodySchema,
  },
  PUT: {
    '/api/user/self': SelfUpdateSchema,
    '/api/token/': TokenUpdateSchema,
    '/api/token/?status_only=true': TokenStatusInputSchema,
    // An admin's edit of any key; `user_id` moves it to that user.
    '/api/token/admin': AdminKeyUpdateSchema,
    // The budget job's re-enabling of a key it refilled (status only, like the owner's switch).
    '/api/token/admin?status_only=true': TokenStatusInputSchema,
    '/api/user/': UserUpdateSchema,
    '/api/user_group/': UserGroupUpdateSchema,
    '/api/user_group/enable/:id': EmptyBodySchema,
    '/api/model_ownedby/': ModelOwnedByInputSchema,
    '/api/model_info/': ModelInfoUpdateSchema,
    '/api/channel/': ChannelUpdateSchema,
    '/api/channel/batch/del_model': ChannelBatchSchema,
    // Extension (extensions.md): upstream has no batch "add a model".
    '/api/channel/batch/add_model': ChannelBatchSchema,
    '/api/channel_tag/:tag/priority': ChannelTagPrioritySchema,
    // The tag editor: shared fields and every member's key, one per line.
    '/api/channel_tag/:tag': ChannelTagUpdateSchema,
    // Upstream reads no body here; the console sends `{}`.
    '/api/channel_tag/:tag/status/enable': EmptyBodySchema,
    '/api/channel_tag/:tag/status/disable': EmptyBodySchema,
    '/api/prices/single/*': PriceInputSchema,
    '/api/prices/multiple/delete': PriceModelsSchema,
    // Extension (extensions.md, "Fapiao").
    '/api/fapiao/title': FapiaoTitleUpdateSchema,
    '/api/fapiao/:id': FapiaoReviewSchema,
    // Upstream reads no body here; the console sends `{}`.
    '/api/option/telegram/reload': EmptyBodySchema,
    // One option per call, its value as text (contract §2.12).
    '/api/option/': OptionUpdateSchema,
    '/api/redemption/': RedemptionUpdateSchema,
    '/api/redemption/?status_only=true': RedemptionStatusInputSchema,
    // The whole gateway, also for the list's inline enable and sort.
    '/api/payment/': PaymentGatewayInputSchema,
    // The console's own (server/budgets/): a key's budget, not the gateway's.
    '/console-api/budgets/:id': BudgetInputSchema,
    '/console-api/alerts/destinations/:uuid': DestinationInputSchema,
    '/console-api/alerts/rules/:kind': RuleInputSchema,
    '/console-api/alerts/self': NotificationInputSchema,
    // What guests see of the status from real traffic (server/insight/).
    '/console-api/insight/success-rates/visibility': StatusVisibilityInputSchema,
    // The console's own site settings (server/site/), one key per call like `/api/option/`.
    '/console-api/site': SiteSettingUpdateSchema,
  },
} as const satisfies Record<'POST' | 'PUT', Record<string, z.core.$ZodType>>;

/** The methods whose calls carry a JSON body. */
export type BodyMethod = keyof typeof REQUEST_BODIES;

type DeclaredPath<M extends BodyMethod> = keyof (typeof REQUEST_BODIES)[M] & string;

/** What a `:param` segment holds in a called path: a channel tag is a name, a date, a uuid or a kind text, every other parameter an id. */
type Segment<Name extends string> = Name extends 'tag' | 'date' | 'uuid' | 'kind' ? string : number;

/**
 * A declared path as it is called: each `:param` segment is an id (`/api/user/quota/:id` →
 * `/api/user/quota/7`), a `:tag` a name, a final `*` any text (a model name).
 */
type Filled<P extends string> = P extends `${infer Head}/*${string}`
  ? `${Head}/${string}`
  : P extends `${infer Head}/:${infer Name}/${infer Tail}`
    ? `${Head}/${Segment<Name>}/${Filled<Tail>}`
    : P extends `${infer Head}/:${infer Name}`
      ? `${Head}/${Segment<Name>}`
      : P;

/** The paths (with any body-selecting fixed query, and ids in place of `:params`) that take a body with `method`. */
export type BodyPath<M extends BodyMethod> = Filled<DeclaredPath<M>>;

/** Every declared path a called path fits. */
type Matches<M extends BodyMethod, P extends string> = { [K in DeclaredPath<M>]: P extends Filled<K> ? K : never }[DeclaredPath<M>];

/** A declared path ending in a `:tag` segment, which fits longer paths too (a name may hold `/`). */
type OpenEnded<K> = K extends `${string}/:tag` ? K : never;

/**
 * The declared path a called path stands for: `/api/channel_tag/pool/priority` fits both
 * `/api/channel_tag/:tag/priority` and `/api/channel_tag/:tag`, and the longer one wins.
 */
type DeclarationOf<M extends BodyMethod, P extends string> = [Exclude<Matches<M, P>, OpenEnded<Matches<M, P>>>] extends [never]
  ? Matches<M, P>
  : Exclude<Matches<M, P>, OpenEnded<Matches<M, P>>>;

/** What the client may send to `method path`: the input type of the endpoint's shared schema. */
export type RequestBody<M extends BodyMethod, P extends BodyPath<M>> = z.input<(typeof REQUEST_BODIES)[M][DeclarationOf<M, P>]>;
