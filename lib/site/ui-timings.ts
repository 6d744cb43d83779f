/** Page behavior: hero rotation, scroll thresholds, the Top button's animation, scroll-depth events. */
export const uiTimings = {
  heroRotationMs: 5000,
  heroFadeMs: 1000,
  navScrolledThreshold: 50,
  scrollTopThreshold: 200,
  scrollTopIconCount: 30,
  scrollTopIconDurationMs: 3000,
  scrollDepthMilestones: [25, 50, 75, 100],
} as const;
