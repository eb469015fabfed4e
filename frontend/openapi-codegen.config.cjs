// RTK Query endpoints generated from the services' openapi.json into the one api slice
// (`npm run api -w frontend`; the output is checked in and compared by a unit test).
// Tags, polling and other hand-tuned options are added in the feature files with enhanceEndpoints.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  apiFile: '@/lib/api',
  apiImport: 'api',
  prettierConfigFile: '../.prettierrc.json',
  encodePathParams: true,
  // One-parameter calls take the value itself: getFeeds(userId), deleteFeed(id).
  flattenArg: true,
  outputFiles: {
    'src/lib/api-generated/identity.ts': {
      schemaFile: '../services/identity/openapi.json',
      exportName: 'identityApi',
      // The session probe answers null on 401 instead of failing: lib/auth.ts defines it itself.
      // Avatars and keys are read by <img> and by services, not through the API client.
      filterEndpoints: (name) => !['getUser', 'getAvatar', 'getJwks'].includes(name),
    },
    'src/lib/api-generated/schedules.ts': {
      schemaFile: '../services/schedules/openapi.json',
      exportName: 'schedulesApi',
      // The userId parameter only repeats the caller; the browser leaves it out.
      endpointOverrides: [
        { pattern: ['getClearedWeeks', 'getOwnEvents'], parameterFilter: [] },
        { pattern: ['cleanWeek', 'restoreWeek'], parameterFilter: ['week', 'year'] },
      ],
    },
    'src/lib/api-generated/groups.ts': {
      schemaFile: '../services/groups/openapi.json',
      exportName: 'groupsApi',
      // The comparison is a POST although it only reads (groups' compare.controller.ts).
      endpointOverrides: [{ pattern: 'compareSchedules', type: 'query' }],
    },
    'src/lib/api-generated/ingestion.ts': { schemaFile: '../services/ingestion/openapi.json', exportName: 'ingestionApi' },
    'src/lib/api-generated/billing.ts': { schemaFile: '../services/billing/openapi.json', exportName: 'billingApi' },
    'src/lib/api-generated/presence.ts': {
      schemaFile: '../services/presence/openapi.json',
      exportName: 'presenceApi',
      // The live event stream is read by an EventSource (lib/live), not fetched as JSON.
      filterEndpoints: (name) => name !== 'openLiveStream',
    },
  },
};
