import type { pick } from '@/lib/i18n/pick';

/**
 * The team islands' words (`TeamMemberList`, `AddMemberForm`), for the team page to hand to its
 * provider: `pick(await getMessages(), ...SUPPLIER_TEAM_MESSAGES)`.
 */
export const SUPPLIER_TEAM_MESSAGES = [
  'supplierTeam.add',
  'supplierTeam.addHint',
  'supplierTeam.addTitle',
  'supplierTeam.added',
  'supplierTeam.adding',
  'supplierTeam.changed',
  'supplierTeam.email',
  'supplierTeam.empty',
  'supplierTeam.failed',
  'supplierTeam.fieldErrors',
  'supplierTeam.remove',
  'supplierTeam.removeFailed',
  'supplierTeam.removeLabel',
  'supplierTeam.removed',
  'supplierTeam.role',
  'supplierTeam.roles',
  'supplierTeam.signedOut',
] satisfies Parameters<typeof pick>[1][];
