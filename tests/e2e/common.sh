# tests/e2e/common.sh: sourced by the scripts that drive the real app
# (e2e/run-e2e.sh, test-signals.sh, test-two-instances.sh).
#
# skip MESSAGE: exits 77 (skipped), or 1 when E2E_REQUIRED=1, for a tool
# that is missing.
# e2e_app PATH: sets bin to the app's absolute path, or fails.

skip() {
  if [ "${E2E_REQUIRED:-0}" = 1 ]; then
    echo "FAIL: $1 (E2E_REQUIRED=1)"
    exit 1
  fi
  echo "SKIP: $1"
  exit 77
}

e2e_app() {
  bin=$1
  if [ -z "$bin" ] || [ ! -x "$bin" ]; then
    echo "FAIL: no app to run: '$bin' (usage: $0 PATH/TO/sudoku-solver)"
    exit 1
  fi
  case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
}
