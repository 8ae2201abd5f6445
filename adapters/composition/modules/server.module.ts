import { ContainerModule } from 'inversify';
import { ClockPort } from '../../../ports/clock.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { LoggerPort, type LogLevel } from '../../../ports/logger.port';
import { PasswordHasherPort } from '../../../ports/password-hasher.port';
import { ConsoleLoggerAdapter } from '../../system/console-logger.adapter';
import { CryptoIdGenerator } from '../../system/crypto-id-generator.adapter';
import { ScryptPasswordHasher } from '../../system/scrypt-password-hasher.adapter';
import { SystemClockAdapter } from '../../system/system-clock.adapter';

/** The server's machine-side ports: clock, random ids, JSON-line logger, scrypt passwords. */
export const serverModule = (options: { readonly logLevel: LogLevel }): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<ClockPort>(ClockPort).to(SystemClockAdapter).inSingletonScope();
    bind<IdGeneratorPort>(IdGeneratorPort).to(CryptoIdGenerator).inSingletonScope();
    bind<LoggerPort>(LoggerPort).toConstantValue(new ConsoleLoggerAdapter(options.logLevel));
    bind<PasswordHasherPort>(PasswordHasherPort).to(ScryptPasswordHasher).inSingletonScope();
  });
