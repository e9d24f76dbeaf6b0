/**
 * The loading bar of the boot screen (index.html's `.boot-bar`, styled there for both colour schemes and
 * kept after the boot screen goes), drawn by the app's own loading states too: the first screen's
 * loading state needs no MUI progress component, and the bar the user saw while the app loaded carries on.
 */
export function BootBar({ label }: { label: string }) {
  return <span className="boot-bar" role="progressbar" aria-label={label} />;
}
