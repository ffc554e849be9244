import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /governance, a proposal's page and an area's history, loaded lazily inside the member shell. */
export const governanceRoutes: RouteObject[] = [
  {
    path: paths.app.governance,
    lazy: () => import('./pages/governance-page').then((module) => ({ Component: module.GovernancePage })),
  },
  {
    path: '/governance/proposals/:proposalId',
    lazy: () => import('./pages/proposal-page').then((module) => ({ Component: module.ProposalPage })),
  },
  {
    path: '/governance/policies/:policyId/history',
    lazy: () =>
      import('./pages/policy-history-page').then((module) => ({ Component: module.PolicyHistoryPage })),
  },
];
