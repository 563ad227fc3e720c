#!/usr/bin/env bash
# The action's check step: `sparkpods check` with annotations for the pull request (GitHub
# workflow commands on standard output), the SARIF report for code scanning, the text report in
# the job summary; the exit status as the step's output `exit-code` (a later step fails the job
# with it, after the SARIF is uploaded).
set -uo pipefail
sarif="${SPARKPODS_SARIF:-sparkpods.sarif}"
text="$(mktemp)"
args=(--format github --output "sarif=$sarif" --output "text=$text" --fail-on "${SPARKPODS_FAIL_ON:-error}")
if [ -n "${SPARKPODS_CONFIG:-}" ]; then args+=(--config "$SPARKPODS_CONFIG"); fi
# Word splitting on purpose: paths and extra options are blank-separated.
# shellcheck disable=SC2086
sparkpods check ${SPARKPODS_PATHS:-.} "${args[@]}" ${SPARKPODS_ARGS:-}
code=$?
{
  if [ -f "$sarif" ]; then echo "sarif-file=$sarif"; fi
  echo "exit-code=$code"
} >> "${GITHUB_OUTPUT:?}"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  {
    echo "### sparkpods check"
    echo
    if [ -s "$text" ]; then echo '```'; cat "$text"; echo '```'; else echo "No findings."; fi
  } >> "$GITHUB_STEP_SUMMARY"
fi
rm -f "$text"
# The step succeeds: the findings are annotations; the job fails in the action's last step.
exit 0
