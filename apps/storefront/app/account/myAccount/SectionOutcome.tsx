/**
 * The answer of a section's last action: a success (announced politely) or a failure (announced at once). The live
 * regions stay in the page, so a message that appears is read out.
 */
export function SectionOutcome({ success, failure }: { readonly success?: string; readonly failure?: string }) {
  return (
    <>
      <div role="status" className="account-outcome">
        {success ? <p className="account-outcome__message account-outcome__message--success">{success}</p> : null}
      </div>
      <div role="alert" className="account-outcome">
        {failure ? <p className="account-outcome__message account-outcome__message--failure">{failure}</p> : null}
      </div>
    </>
  );
}
