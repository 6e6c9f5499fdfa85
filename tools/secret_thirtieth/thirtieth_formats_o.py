"""Osteopath family: clinics, treatment-room bookings, x-ray viewers, invoices."""

from thirtieth_spec import alnum, reg


def cliniko(rng):
    return alnum(rng, 40) + "-uk" + str(rng.randint(1, 2))


def rsa(rng):
    from thirtieth_corpus import rsa_pem  # type: ignore[attr-defined]

    return rsa_pem(rng, 2048)


F = "osteopath_clinic_treatment_rooms"

reg(
    F,
    "osteopath_booking_cliniko_python_basic_auth",
    ("clinic/<<org>>/cliniko_sync.py", "reports/<<org>>/appointments.py"),
    """import requests

CLINIKO_KEY = "<<pw>>"

resp = requests.get(
    "https://api.uk1.cliniko.com/v1/appointments",
    auth=(CLINIKO_KEY, ""),
    headers={"User-Agent": "<<orgc>> reports (<<email>>)"},
)
print(resp.json()["total_entries"])
""",
    cliniko,
    "py",
)

reg(
    F,
    "osteopath_xray_viewer_pacs_ini",
    ("xray/<<org>>/viewer.ini", "ProgramData/DicomView/<<org>>.ini"),
    """[PACS]
AETitle=OSTEO_VIEW
Host=<<ip>>
Port=104

[Web]
Url=https://pacs.<<dom>>/wado
Username=<<org>>
Password=<<pw>>
""",
    "pw_ini",
    "ini",
)

reg(
    F,
    "osteopath_receptionist_estonian_chat_parool",
    ("chats/<<org>>/vastuvott_<<n>>.txt", "exports/<<first>>/chat_<<n>>.txt"),
    """[<<time>>] <<firstc>>: Tere! Mis on broneerimissüsteemi parool? Uus arvuti küsib
[<<time>>] Kadri: kasutaja: <<user>>
[<<time>>] Kadri: parool: <<pw>>
[<<time>>] <<firstc>>: aitäh!
""",
    "human",
    "",
)

reg(
    F,
    "osteopath_invoices_quickbooks_csharp_const",
    ("Invoices/<<orgc>>/QuickBooksAuth.cs", "src/<<org>>/Billing/QbConfig.cs"),
    """namespace Clinic.Billing
{
    internal static class QbConfig
    {
        public const string ClientId = "AB<<id>><<id>>";
        private const string ClientSecret = "<<pw>>";
        public const string RealmId = "<<n4>><<n4>>";
    }
}
""",
    "alnum40",
    "",
)

reg(
    F,
    "osteopath_website_git_credentials_github_token",
    ("home/<<user>>/.git-credentials", "users/<<first>>/.git-credentials"),
    """https://<<user>>:<<pw>>@github.com
""",
    "p:github",
    "",
)

reg(
    F,
    "osteopath_exercise_videos_dart_const_vimeo",
    ("app/<<org>>/lib/vimeo.dart", "exercises/<<org>>/lib/config.dart"),
    """// home exercise programme videos
const String vimeoAccessToken = '<<pw>>';
const String vimeoFolder = 'https://api.vimeo.com/me/projects/<<n4>><<n>>/videos';
""",
    "hex32",
    "",
)

reg(
    F,
    "osteopath_insurer_portals_keepass_csv_export",
    ("exports/<<org>>/keepass_<<date>>.csv", "Desktop/<<first>>/passwords_export.csv"),
    """"Account","Login Name","Password","Web Site","Comments"
"Insurer claims portal","<<org>>_claims","<<pw>>","https://claims.<<dom>>/","renew every 90 days"
"Professional body","<<email>>","","https://members.<<dom>>/","SSO"
""",
    "pw_dq",
    "",
)

reg(
    F,
    "osteopath_clinic_server_deploy_rsa_private_key",
    ("deploy/<<org>>/id_rsa", "home/<<user>>/.ssh/id_rsa_<<org>>"),
    """<<pw>>
""",
    rsa,
    "",
)
