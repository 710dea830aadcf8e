/** The side menu shows 5 collaborators at a time (spec 01 §9, spec 03 §7). */
export const COLLABORATORS_PAGE_SIZE = 5;

/** The collaborator lists' page otherwise, and the collaborations call's default (spec 03 §7, §9). */
export const COLLABORATORS_LIST_PAGE_SIZE = 10;

/** Which network entries the user side menu offers (spec 01 §2, spec 02 §1 "Advisor and tour"). */

/**
 * Collaborators, the advisor or coordinator and the setup tour concern entrepreneurs (levels 1
 * and 2) and platform staff; level-zero shoppers see none of them.
 */
export function showsNetworkEntries(level: number): boolean {
  return level >= 1;
}
