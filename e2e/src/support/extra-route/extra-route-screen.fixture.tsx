/** A screen that exists only in the test's build of mf-harvest. */
export function ExtraRouteScreen() {
  return (
    <section className="page">
      <h1 className="page-title">Informe de prueba</h1>
      <p>Esta pantalla existe solo en este build del remoto.</p>
    </section>
  );
}
