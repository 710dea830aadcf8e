export function dropOtherBuildsCaches(distDir: string): boolean;
