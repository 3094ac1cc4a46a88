// The four remotes the shell composes, by Module Federation container name.
export const remoteNames = ['mf_storefront', 'mf_orders', 'mf_harvest', 'mf_finance'] as const;

export type RemoteName = (typeof remoteNames)[number];
