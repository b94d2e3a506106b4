"""The pre-commit hook, run by the real `pre-commit` from a local clone of this repository.

pre-commit builds bridgelint from the clone (language: swift) the first time, so the first test takes
minutes. The clone is of the repository's HEAD: the hook as committed is what users get.
"""
import os
import shutil
import subprocess
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

HOSTING_CONTROLLER = """\
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ProfileView())
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
"""
VIEW_NEEDING_SESSION = """\
struct ProfileView: View {
    @EnvironmentObject var session: Session
    var body: some View { Text(session.userName) }
}
"""
VIEW_WITH_SESSION_GIVEN = HOSTING_CONTROLLER.replace(
    "rootView: ProfileView())", "rootView: ProfileView().environmentObject(session))"
).replace("override func viewDidLoad", "let session = Session()\n    override func viewDidLoad")


def git(folder, *arguments):
    subprocess.run(["git", *arguments], cwd=folder, check=True, capture_output=True, text=True)


@pytest.fixture(scope="module")
def hook_repository():
    """A local clone of this repository at HEAD, as pre-commit would fetch it."""
    folder = tempfile.mkdtemp(prefix="bridgelint-hook-")
    subprocess.run(["git", "clone", "--quiet", ROOT, folder], check=True)
    revision = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, check=True, capture_output=True,
                              text=True).stdout.strip()
    yield folder, revision
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def app(hook_repository, tmp_path):
    """An app repository that uses the hook; the view is committed, the controller is staged per test."""
    repository, revision = hook_repository
    git(tmp_path, "init", "--quiet")
    git(tmp_path, "config", "user.email", "ci@example.com")
    git(tmp_path, "config", "user.name", "CI")
    (tmp_path / ".pre-commit-config.yaml").write_text(
        f"repos:\n- repo: {repository}\n  rev: {revision}\n  hooks:\n  - id: bridgelint\n")
    (tmp_path / "Views").mkdir()
    (tmp_path / "Views" / "ProfileView.swift").write_text(VIEW_NEEDING_SESSION)
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "--quiet", "--no-verify", "-m", "the view")
    return tmp_path


def pre_commit(folder):
    return subprocess.run(["pre-commit", "run"], cwd=folder, capture_output=True, text=True)


def test_a_staged_bug_fails_the_hook_and_its_fix_passes(app):
    (app / "ProfileViewController.swift").write_text(HOSTING_CONTROLLER)
    git(app, "add", "ProfileViewController.swift")
    failed = pre_commit(app)
    assert failed.returncode == 1, failed.stdout + failed.stderr
    # The view that needs the object is not staged: the finding needs the rest of the project as context.
    assert "ProfileViewController.swift:4:" in failed.stdout
    assert "[hosting-missing-environment]" in failed.stdout

    (app / "ProfileViewController.swift").write_text(VIEW_WITH_SESSION_GIVEN)
    git(app, "add", "ProfileViewController.swift")
    passed = pre_commit(app)
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "bridgelint" in passed.stdout and "Passed" in passed.stdout


def test_findings_in_files_that_are_not_staged_do_not_fail_the_hook(app):
    # A committed file with a bug, and an unrelated clean file staged.
    (app / "Cart.swift").write_text("@Observable\nfinal class Cart {\n    @Published var count = 0\n}\n")
    git(app, "add", "Cart.swift")
    git(app, "commit", "--quiet", "--no-verify", "-m", "a model with a bug")
    (app / "Formatting.swift").write_text("func title(_ count: Int) -> String { \"\\(count) items\" }\n")
    git(app, "add", "Formatting.swift")
    result = pre_commit(app)
    assert result.returncode == 0, result.stdout + result.stderr
