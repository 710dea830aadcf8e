/** Which network entries the user side menu offers (spec 01 §2, spec 02 §1 "Advisor and tour"). */

/**
 * Collaborators, the advisor or coordinator and the setup tour concern entrepreneurs (levels 1
 * and 2) and platform staff; level-zero shoppers see none of them.
 */
export function showsNetworkEntries(level: number): boolean {
  return level >= 1;
}
