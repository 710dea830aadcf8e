export function dropOtherBuildsRouteCache(distDir: string): boolean;
