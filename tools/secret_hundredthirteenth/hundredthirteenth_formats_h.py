"""Family h: a harbour master's office (limenarcheio) in Piraeus, Greece: Greek."""

from __future__ import annotations

import csv
import io
import urllib.parse

from hundredthirteenth_spec import Fam, after, enc_url, hexs, with_chars

F = Fam(
    name="piraeus_harbour_limenarcheio",
    orgs=("limenpeiraia", "limenarxeio", "keratsiniport", "perama"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Δημήτρης", "dimitris"),
        ("Κατερίνα", "katerina"),
        ("Σταύρος", "stavros"),
        ("Αγγελική", "aggeliki"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Νικολάου", "nikolaou"),
        ("Καραγιάννης", "karagiannis"),
        ("Βλάχος", "vlachos"),
        ("Μαυρίδης", "mavridis"),
        ("Σαρρής", "sarris"),
    ),
    words=(
        "limani",
        "peiraias",
        "thalassa",
        "kapetanios",
        "karavi",
        "aigaio",
        "salamina",
        "perama",
        "glaros",
        "kyma",
        "fanari",
        "mourgos",
        "olympiakos",
        "akti",
    ),
    pets=("azor", "loukoumas", "mpempis", "roza", "fluffy"),
    cc="30",
)


def _pct(rng, s):
    s["cred"] = with_chars(rng, s["cred"], "@:/?#%")
    s["enc"] = enc_url(s["cred"])


F.reg(
    "piraeus_port_calls_portal_url_percent_encoded",
    ("limenarxeio/sync/<<org>>.conf", "opt/port-calls/portal_<<n>>.conf"),
    """# Συγχρονισμός αφίξεων/αναχωρήσεων με την πύλη του λιμεναρχείου
PORTAL_URL=https://<<user>>:<<enc>>@portal.<<dom>>/api/v2/portcalls
INTERVAL=300
""",
    "pw",
    syntax="",
    extra=_pct,
    decode=lambda t: urllib.parse.unquote(after(t, r"https://[^:]+:([^@]+)@")),
)


def _viber(s):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["Date", "Time", "Sender Name", "Sender Phone", "Message"])
    w.writerow(
        [
            s["dmy"],
            s["time"],
            f"{s['fn']} {s['ln']}",
            s["phone"],
            "Καλημέρα, ποιος έχει τον κωδικό για το AIS;",
        ]
    )
    w.writerow([s["dmy"], s["time"], s["fn2"], s["phone"], f"Κωδικός πρόσβασης: {s['cred']}"])
    w.writerow([s["dmy"], s["time"], f"{s['fn']} {s['ln']}", s["phone"], "Ευχαριστώ!"])
    return buf.getvalue()


F.reg(
    "piraeus_greek_viber_csv_kodikos_ais",
    ("Viber/backup/vaktia_<<nn>>.csv", "Documents/viber_<<fa>>_<<date>>.csv"),
    _viber,
    "human",
    syntax="",
)

F.reg(
    "piraeus_vhf_recordings_lftp_upload_script",
    ("scripts/vhf_upload.sh", "home/<<fa>>/bin/anevasma_vhf_<<n>>.sh"),
    """#!/bin/sh
# Ανέβασμα ηχογραφήσεων VHF καναλιού 12 στον server αρχείου
lftp -u vhf_arxeio,'<<cred>>' sftp://<<ip>> <<'EOF'
mirror -R /var/vhf/<<date>> /arxeio/vhf/<<date>>
bye
EOF
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "piraeus_berth_booking_django_settings_database",
    ("prosdesi/settings.py", "berths/<<org>>/settings_prod.py"),
    """# Κρατήσεις θέσεων πρόσδεσης - μαρίνα/αλιευτικό καταφύγιο
DEBUG = False
ALLOWED_HOSTS = ["berths.<<dom>>"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "berths",
        "USER": "berths_app",
        "PASSWORD": '<<cred>>',
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
TIME_ZONE = "Europe/Athens"
""",
    "pw_sq",
)

F.reg(
    "piraeus_greek_email_kodikos_safeseanet",
    ("Mail/Απεσταλμένα/<<id8>>.eml", "thunderbird/<<fa>>/Inbox/<<ts>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: Πρόσβαση SafeSeaNet - βάρδια
Date: Sat, <<dd>> Feb <<year>> <<time>>:00 +0200
Content-Type: text/plain; charset=utf-8

Καλημέρα <<fn2>>,

Για τη βάρδια του Σαββατοκύριακου, τα στοιχεία πρόσβασης στο εθνικό SafeSeaNet:
Όνομα χρήστη: <<user>>
Κωδικός: <<cred>>

Μην τα γράψεις στο τετράδιο της βάρδιας.
<<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "piraeus_office_openvpn_auth_user_pass_txt",
    ("etc/openvpn/client/auth.txt", "Desktop/vpn_<<org>>/pass_<<n>>.txt"),
    """<<user>>
<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "piraeus_mydata_aade_subscription_key_csharp",
    ("Timologisi/MyDataClient.cs", "src/<<org>>.Billing/AadeClient<<n>>.cs"),
    """// Παραστατικά τελών ελλιμενισμού -> myDATA (ΑΑΔΕ)
using System.Net.Http;

public static class AadeClient
{
    private const string UserId = "<<user>>";
    private const string SubscriptionKey = "<<cred>>";

    public static HttpClient Create()
    {
        var c = new HttpClient { BaseAddress = new System.Uri("https://mydatapi.aade.gr/myDATA/") };
        c.DefaultRequestHeaders.Add("aade-user-id", UserId);
        c.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", SubscriptionKey);
        return c;
    }
}
""",
    lambda r: hexs(r, 32),
    syntax="",
)

F.reg(
    "piraeus_harbour_meeting_ics_wifi_kodikos",
    ("calendar/syskepsi_<<date>>.ics", "exports/<<org>>_<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<id8>>@<<dom>>
DTSTART:<<year>><<mo>><<dd>>T<<hh>><<mm>>00Z
SUMMARY:Σύσκεψη αλιέων - λιμεναρχείο
LOCATION:Αίθουσα 2\\, Ακτή Μιαούλη
DESCRIPTION:WiFi επισκεπτών: <<org>>-guest\\nΚωδικός: <<cred>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
