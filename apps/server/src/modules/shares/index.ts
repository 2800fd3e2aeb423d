import createShare from './create-share.ts';
import listShares from './list-shares.ts';
import revokeShare from './revoke-share.ts';
import getSharedTrafficStats from './get-shared-traffic-stats.ts';

export default [createShare, listShares, revokeShare, getSharedTrafficStats];
