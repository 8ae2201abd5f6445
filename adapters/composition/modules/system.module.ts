import { ContainerModule } from 'inversify';
import { ClockPort } from '../../../ports/clock.port';
import { TextInputPort } from '../../../ports/text-input.port';
import { FileTextInputAdapter } from '../../system/file-text-input.adapter';
import { SystemClockAdapter } from '../../system/system-clock.adapter';

/** The machine itself: its clock and its files. */
export const systemModule = new ContainerModule(({ bind }) => {
  bind<ClockPort>(ClockPort).to(SystemClockAdapter).inSingletonScope();
  bind<TextInputPort>(TextInputPort).to(FileTextInputAdapter).inSingletonScope();
});
