import 'server-only';

import type { CourierBranch } from '@/lib/api/schemas/courier-branches';
import type { BranchSnapshot, CourierBranchRow } from '@/lib/db/schema';
import { provinceName } from '@/lib/domain/orders/mexican-state-codes';

/** What an order keeps of its branch: a copy, so editing or closing the branch never rewrites it. */
export function branchSnapshot(row: CourierBranchRow): BranchSnapshot {
  return {
    id: row.id,
    agency: row.agency,
    name: row.name,
    provinceCode: row.provinceCode,
    provinceName: provinceName(row.provinceCode) ?? row.provinceCode,
    location: row.location,
    addressLine: row.addressLine,
    hours: row.hours,
  };
}

/** A branch row, or an order's copy of one, as the API answers it (spec 02 §3 field names). */
export function branchView(branch: CourierBranchRow | BranchSnapshot): CourierBranch {
  const snapshot = 'provinceName' in branch ? branch : branchSnapshot(branch);
  return {
    agency_id: snapshot.id,
    agency: snapshot.agency,
    name: snapshot.name,
    province_code: snapshot.provinceCode,
    province_name: snapshot.provinceName,
    location: snapshot.location,
    address: snapshot.addressLine,
    hours: snapshot.hours,
  };
}
