import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config.ts';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a ConfigProvider');
  return config;
}
