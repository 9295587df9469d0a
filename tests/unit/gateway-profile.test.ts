import t from 'tap';
import { ROLE } from '#shared/access.ts';
import { gatewayAccess, gatewayAllowsWrite, SPEC_GATEWAY, UPSTREAM_GATEWAY } from '#shared/gateway-profile.ts';

t.test("a page's rule at a gateway: a missing extension is unsupported, upstream raises the role", async (t) => {
  t.equal(gatewayAccess({ minRole: ROLE.operator }, { feature: 'fapiao' }, UPSTREAM_GATEWAY), 'unsupported');
  t.same(gatewayAccess({ minRole: ROLE.operator }, { upstreamMinRole: ROLE.admin }, UPSTREAM_GATEWAY), { minRole: ROLE.admin });
  t.same(gatewayAccess({ minRole: ROLE.operator }, { upstreamMinRole: ROLE.admin }, SPEC_GATEWAY), { minRole: ROLE.operator });
});

t.test('writes an unmodified one-hub keeps to admins are offered to admins only there', async (t) => {
  t.equal(gatewayAllowsWrite(UPSTREAM_GATEWAY, ROLE.operator, ROLE.admin), false);
  t.equal(gatewayAllowsWrite(UPSTREAM_GATEWAY, ROLE.admin, ROLE.admin), true);
  t.equal(gatewayAllowsWrite(UPSTREAM_GATEWAY, ROLE.root, ROLE.admin), true);
  // A gateway with the spec's levels lets the operator write, as the spec says.
  t.equal(gatewayAllowsWrite(SPEC_GATEWAY, ROLE.operator, ROLE.admin), true);
});
