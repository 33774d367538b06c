import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { RESOURCE_TYPE } from '../../domain/routeArgs'

const ResourceDialog = lazy(() =>
  import('../shell/ResourceDialog').then((module) => ({ default: module.ResourceDialog })),
)

type LegalText = typeof RESOURCE_TYPE.terms | typeof RESOURCE_TYPE.privacy

type AgreementFieldProps = {
  brandId: number
  checked: boolean
  onChange: (checked: boolean) => void
  errorId?: string
}

/** The agreement checkbox; its Terms of Use and Privacy Policy words open those texts (types 18, 17). */
export function AgreementField({ brandId, checked, onChange, errorId }: AgreementFieldProps) {
  const { t } = useLingui()
  const [openText, setOpenText] = useState<LegalText | null>(null)
  return (
    <div className="login-agreement">
      {/* A button inside a label opens its text; a click elsewhere in the label ticks the box. */}
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        <span>
          <Trans>
            I have read and agree to the{' '}
            <button type="button" className="inline-link" onClick={() => setOpenText(RESOURCE_TYPE.terms)}>
              Terms of Use
            </button>{' '}
            and the{' '}
            <button type="button" className="inline-link" onClick={() => setOpenText(RESOURCE_TYPE.privacy)}>
              Privacy Policy
            </button>
          </Trans>
        </span>
      </label>
      {openText !== null ? (
        <Suspense fallback={null}>
          <ResourceDialog
            brandId={brandId}
            resourceType={openText}
            fallbackTitle={openText === RESOURCE_TYPE.terms ? t`Terms of Use` : t`Privacy Policy`}
            onClose={() => setOpenText(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
