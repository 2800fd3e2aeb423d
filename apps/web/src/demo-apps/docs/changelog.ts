/** The releases, newest first; every text is in the locales under demoDocs.changelog.releases.<id>. */
export const RELEASES = [
  {
    id: 'v0_1_0',
    version: '0.1.0',
    groups: {
      added: [
        'liveMap',
        'sensors',
        'travelTimes',
        'routeMonitoring',
        'junctions',
        'roadAnalytics',
        'alerts',
        'reports',
        'notifications',
        'languages',
        'storage',
        'legacy',
        'templateApps',
      ],
      improved: ['importApi', 'exports', 'accessibility'],
      security: ['sessions', 'companyScope', 'twoFactor'],
    },
  },
] as const;

export type ChangeType = keyof (typeof RELEASES)[number]['groups'];
