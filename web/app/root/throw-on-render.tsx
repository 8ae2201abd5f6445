/** RK_TEST_ROUTES=1 only: a page that fails while rendering (error screen tests). */
export const ThrowOnRender = (): never => {
  throw new Error('Testfehler beim Rendern');
};
