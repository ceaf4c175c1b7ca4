/**
 * The contract between the shell and a remote: each remote exposes `./routes`, whose default export
 * renders one of its pages by key. The shell keeps the route table, so paths, not-found and layout
 * stay in one place while remotes own what is on the page.
 */
export interface RemotePageProps {
  page: string;
}
