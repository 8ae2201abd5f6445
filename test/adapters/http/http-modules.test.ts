import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { ContainerModule } from 'inversify';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buildContainer } from '../../../adapters/composition/container';
import { browserHttpModule } from '../../../adapters/composition/modules/browser-http.module';
import { httpModule } from '../../../adapters/composition/modules/http.module';
import { systemModule } from '../../../adapters/composition/modules/system.module';
import { FetchHttpClient } from '../../../adapters/http/fetch-http-client.adapter';
import { PortalApiAdapter } from '../../../adapters/http/portal-api.adapter';
import { UndiciHttpClient } from '../../../adapters/http/undici-http-client.adapter';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import { HttpClientPort } from '../../../ports/http-client.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { LoggerPort } from '../../../ports/logger.port';
import { PortalApiPort } from '../../../ports/portal-api.port';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const config = {
  baseUrl: 'http://127.0.0.1:1/api',
  userAgent: 'Rentenkompass/0.1.0 (+portal)',
  defaultTimeoutMs: 1000,
};
const basics = new ContainerModule(({ bind }) => {
  bind(LoggerPort).toConstantValue(new MemoryLogger());
  bind(IdGeneratorPort).toConstantValue(new SequentialIdGenerator());
});

/** Every package or built-in reachable from `file` through relative imports. */
const externalImportsOf = (file: string, seen = new Set<string>()): Set<string> => {
  const externals = new Set<string>();
  if (seen.has(file)) return externals;
  seen.add(file);
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
    if (!fileName.startsWith('.')) {
      externals.add(fileName);
      continue;
    }
    const target = path.posix.normalize(
      path.posix.join(path.posix.dirname(file), `${fileName}.ts`),
    );
    for (const name of externalImportsOf(target, seen)) externals.add(name);
  }
  return externals;
};

describe('http modules', () => {
  it('httpModule wires the undici client and the portal API', () => {
    const container = buildContainer(systemModule, basics, httpModule(config));
    expect(container.get(HttpClientPort)).toBeInstanceOf(UndiciHttpClient);
    expect(container.get(PortalApiPort)).toBeInstanceOf(PortalApiAdapter);
  });

  it('browserHttpModule wires the fetch client and the portal API', () => {
    const container = buildContainer(systemModule, basics, browserHttpModule(config));
    expect(container.get(HttpClientPort)).toBeInstanceOf(FetchHttpClient);
    expect(container.get(PortalApiPort)).toBeInstanceOf(PortalApiAdapter);
  });

  it('the browser module reaches neither undici nor a Node built-in', () => {
    const externals = [...externalImportsOf('adapters/composition/modules/browser-http.module.ts')];
    const isNode = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
    expect(externals.filter((name) => name === 'undici' || isNode(name))).toEqual([]);
    expect(externals).toContain('inversify');
  });

  it('the check itself sees undici behind the Node module', () => {
    expect([...externalImportsOf('adapters/composition/modules/http.module.ts')]).toContain(
      'undici',
    );
  });
});
