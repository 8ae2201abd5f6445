import { ContainerModule, type ResolutionContext } from 'inversify';
import { AccountStorePort } from '../../../ports/account-store.port';
import { ApplicationDraftStorePort } from '../../../ports/application-draft-store.port';
import { ApplicationStorePort } from '../../../ports/application-store.port';
import { AttemptCounterPort } from '../../../ports/attempt-counter.port';
import { ClockPort } from '../../../ports/clock.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { LoginCodeStorePort } from '../../../ports/login-code-store.port';
import { LoginSessionStorePort } from '../../../ports/login-session-store.port';
import { PasswordHasherPort } from '../../../ports/password-hasher.port';
import {
  ExchangeLoginCode,
  makeExchangeLoginCode,
} from '../../../ports/use-cases/exchange-login-code.use-case';
import {
  FindLoginSession,
  type LoginSessionDeps,
  makeFindLoginSession,
} from '../../../ports/use-cases/find-login-session.use-case';
import {
  GetExpiredSession,
  makeGetExpiredSession,
} from '../../../ports/use-cases/get-expired-session.use-case';
import { GetUserData, makeGetUserData } from '../../../ports/use-cases/get-user-data.use-case';
import {
  IssueLoginCode,
  makeIssueLoginCode,
} from '../../../ports/use-cases/issue-login-code.use-case';
import {
  KnownPersonalValuesOf,
  makeKnownPersonalValuesOf,
} from '../../../ports/use-cases/known-personal-values.use-case';
import { LogIn, makeLogIn } from '../../../ports/use-cases/log-in.use-case';
import {
  LogInAnonymously,
  makeLogInAnonymously,
} from '../../../ports/use-cases/log-in-anonymously.use-case';
import { LogOut, makeLogOut } from '../../../ports/use-cases/log-out.use-case';
import {
  makeRegisterAccount,
  RegisterAccount,
} from '../../../ports/use-cases/register-account.use-case';
import {
  makeRegisterAnonymous,
  RegisterAnonymous,
} from '../../../ports/use-cases/register-anonymous.use-case';
import { makeSaveUserData, SaveUserData } from '../../../ports/use-cases/save-user-data.use-case';
import {
  makeSweepExpiredLoginData,
  SweepExpiredLoginData,
} from '../../../ports/use-cases/sweep-expired-login-data.use-case';

const sessionPortsOf = (c: ResolutionContext): LoginSessionDeps => ({
  sessions: c.get(LoginSessionStorePort),
  accounts: c.get(AccountStorePort),
  clock: c.get(ClockPort),
});

const codePortsOf = (
  c: ResolutionContext,
): { codes: LoginCodeStorePort; ids: IdGeneratorPort; clock: ClockPort } => ({
  codes: c.get(LoginCodeStorePort),
  ids: c.get(IdGeneratorPort),
  clock: c.get(ClockPort),
});

const accountPortsOf = (
  c: ResolutionContext,
): {
  accounts: AccountStorePort;
  passwords: PasswordHasherPort;
  codes: LoginCodeStorePort;
  ids: IdGeneratorPort;
  clock: ClockPort;
} => ({
  ...codePortsOf(c),
  accounts: c.get(AccountStorePort),
  passwords: c.get(PasswordHasherPort),
});

/**
 * The use cases of logging in: the login service's forms and codes, the portal's session with
 * its idle expiry, the user data, logout, the retention sweep, and what is known of a request's
 * person (for the client log's redaction).
 */
export const loginUseCasesModule = new ContainerModule(({ bind }) => {
  bind<FindLoginSession>(FindLoginSession)
    .toDynamicValue((c) => makeFindLoginSession(sessionPortsOf(c)))
    .inSingletonScope();
  bind<GetUserData>(GetUserData)
    .toDynamicValue((c) => makeGetUserData(sessionPortsOf(c)))
    .inSingletonScope();
  bind<GetExpiredSession>(GetExpiredSession)
    .toDynamicValue((c) => makeGetExpiredSession(sessionPortsOf(c)))
    .inSingletonScope();
  bind<SaveUserData>(SaveUserData)
    .toDynamicValue((c) => makeSaveUserData({ accounts: c.get(AccountStorePort) }))
    .inSingletonScope();
  bind<LogOut>(LogOut)
    .toDynamicValue((c) => makeLogOut({ sessions: c.get(LoginSessionStorePort) }))
    .inSingletonScope();
  bind<ExchangeLoginCode>(ExchangeLoginCode)
    .toDynamicValue((c) =>
      makeExchangeLoginCode({ ...codePortsOf(c), sessions: c.get(LoginSessionStorePort) }),
    )
    .inSingletonScope();
  bind<RegisterAnonymous>(RegisterAnonymous)
    .toDynamicValue((c) =>
      makeRegisterAnonymous({
        sessions: c.get(LoginSessionStorePort),
        ids: c.get(IdGeneratorPort),
        clock: c.get(ClockPort),
      }),
    )
    .inSingletonScope();
  bind<IssueLoginCode>(IssueLoginCode)
    .toDynamicValue((c) => makeIssueLoginCode(codePortsOf(c)))
    .inSingletonScope();
  bind<LogIn>(LogIn)
    .toDynamicValue((c) => makeLogIn(accountPortsOf(c)))
    .inSingletonScope();
  bind<RegisterAccount>(RegisterAccount)
    .toDynamicValue((c) => makeRegisterAccount(accountPortsOf(c)))
    .inSingletonScope();
  bind<LogInAnonymously>(LogInAnonymously)
    .toDynamicValue((c) => makeLogInAnonymously(codePortsOf(c)))
    .inSingletonScope();
  bind<SweepExpiredLoginData>(SweepExpiredLoginData)
    .toDynamicValue((c) =>
      makeSweepExpiredLoginData({
        sessions: c.get(LoginSessionStorePort),
        codes: c.get(LoginCodeStorePort),
        attempts: c.get(AttemptCounterPort),
        clock: c.get(ClockPort),
      }),
    )
    .inSingletonScope();
  bind<KnownPersonalValuesOf>(KnownPersonalValuesOf)
    .toDynamicValue((c) =>
      makeKnownPersonalValuesOf({
        sessions: c.get(LoginSessionStorePort),
        accounts: c.get(AccountStorePort),
        drafts: c.get(ApplicationDraftStorePort),
        applications: c.get(ApplicationStorePort),
      }),
    )
    .inSingletonScope();
});
