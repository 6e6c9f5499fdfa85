# ruff: noqa: E501  (embedded file lines kept as they sit in real files)
"""Trampoline parks: waiver kiosks, booking platforms, turnstiles, party bookings."""

from twentyseventh_spec import reg

F = "trampoline_park_jump_sessions"
H = ("trampoline", "bounce", "jumpzone", "somersault", "freejump")

reg(
    F,
    "trampoline_waiver_kiosk_appsettings_json",
    ("kiosk/WaiverKiosk/appsettings.Production.json", "<<org>>/waiver/appsettings.json"),
    """{
  "Logging": {"LogLevel": {"Default": "Warning"}},
  "ConnectionStrings": {
    "Waivers": "Server=<<host>>,1433;Database=Waivers;User Id=kiosk_<<n>>;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Kiosk": {"SiteCode": "<<org_>>", "MinorAge": 16, "PrintWristband": true}
}
""",
    "pw_json",
)

reg(
    F,
    "trampoline_booking_platform_compose_env",
    ("deploy/docker-compose.yml", "<<org>>/booking-sync/compose.yaml"),
    """services:
  booking-sync:
    image: registry.<<dom>>/booking-sync:1.<<n>>
    restart: unless-stopped
    environment:
      SESSION_CAPACITY: "120"
      BOOKING_API_URL: https://api.rollerdigital.com
      BOOKING_CLIENT_ID: <<hex8>>-<<nn>>
      BOOKING_CLIENT_SECRET: "<<cred>>"
      TZ: Europe/London
""",
    "alnum:40",
)

reg(
    F,
    "trampoline_cctv_frigate_rtsp_yaml",
    ("frigate/config.yml", "nvr/<<org>>/frigate.yaml"),
    """mqtt:
  enabled: false
cameras:
  main_arena:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
          roles: [detect, record]
    detect:
      width: 1280
      height: 720
  foam_pit:
    ffmpeg:
      inputs:
        - path: rtsp://<<lan>>:554/stream1
          roles: [detect]
""",
    "pw_url",
)

reg(
    F,
    "trampoline_polish_staff_chat_haslo_kasa",
    ("chats/zmiana_<<date>>.txt", "exports/slack/<<first>>_dm_<<nn>>.txt"),
    """<<First>> <<time>>
hej, jutro otwierasz sama. kasa i system rezerwacji:
login: recepcja<<n>>
haslo: <<cred>>
<<First2>> <<time>>
dzieki! a kod do alarmu ten sam co zawsze?
<<First>> <<time>>
tak
""",
    "human",
    hint=H,
)

reg(
    F,
    "trampoline_turnstile_gateway_go_const",
    ("turnstile/cmd/gate/main.go", "<<org>>/gate-bridge/config.go"),
    """package main

// Wristband turnstile bridge: posts each scan to the access cloud.
const (
	accessURL   = "https://access.<<dom>>/v1/scans"
	accessToken = "<<cred>>"
	siteID      = <<nn>>
)
""",
    "x:tpk_:40",
    syntax="",
)

reg(
    F,
    "trampoline_staff_till_logins_csv",
    ("hr/staff_logins_<<year>>.csv", "shared/<<org>>/till_users.csv"),
    """name,role,till_user,till_password,booking_admin
<<First2>> <<Last2>>,team leader,<<first2>>,,yes
<<First>> <<Last>>,duty manager,<<user>>,<<cred>>,yes
Sam O,court marshal,samo,,no
""",
    "human",
    hint=H,
)

reg(
    F,
    "trampoline_marketing_mailchimp_python",
    ("marketing/sync_members.py", "<<first>>/mailchimp_party_list_<<n>>.py"),
    """import mailchimp_marketing as MailchimpMarketing

client = MailchimpMarketing.Client()
client.set_config({"api_key": "<<cred>>", "server": "us6"})

LIST_ID = "<<hex8>>a1"


def add(email, first):
    client.lists.add_list_member(
        LIST_ID, {"email_address": email, "status": "subscribed", "merge_fields": {"FNAME": first}}
    )
""",
    "p:mailchimp",
)

reg(
    F,
    "trampoline_night_manager_handover_note",
    ("handover/<<date>>.md", "notes/<<first>>/close_down_<<nn>>.md"),
    """# Close-down handover <<dmy>>

- Foam pit raked, 2 pads need re-stitching (court 4)
- Party room B booked from 10:00 tomorrow (<<n>> kids)
- Xero is logged out again - login is accounts@<<dom>>
  pw <<cred>>
- Music PC needs restart before opening
""",
    "human",
    hint=H,
)
