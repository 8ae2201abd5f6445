import { Container, type ContainerModule } from 'inversify';

/** Builds the container an entry point asks for, from the modules it names. */
export const buildContainer = (...modules: readonly ContainerModule[]): Container => {
  const container = new Container();
  container.load(...modules);
  return container;
};
