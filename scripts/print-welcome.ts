// Printed by `npm start`: the demo shop addresses and the demo logins.
import { DEMO_ACCOUNTS, DEMO_SHOPS } from '@/lib/db/seed/demo-accounts';

const port = process.env.PORT ?? '3000';
const rootDomain = process.env.ROOT_DOMAIN ?? `localhost:${port}`;

console.log(
  `\nTienda is starting on http://${rootDomain}/ (API reference: http://${rootDomain}/api/docs)\n`,
);
console.log('Demo shops (sub-domain, or the same shop under /tienda/<slug>/):');
for (const shop of DEMO_SHOPS) {
  console.log(
    `  http://${shop.slug}.${rootDomain}/  ·  http://${rootDomain}/tienda/${shop.slug}/  (${shop.theme}, ${shop.storeType})`,
  );
}
console.log('\nDemo logins:');
for (const account of DEMO_ACCOUNTS) {
  const where = account.shopSlug
    ? ` @ ${account.shopSlug}${account.role ? ` (${account.role})` : ' (owner)'}`
    : '';
  console.log(
    `  ${account.email.padEnd(34)} ${account.password.padEnd(14)} level ${account.level}${where}`,
  );
}
console.log('');
