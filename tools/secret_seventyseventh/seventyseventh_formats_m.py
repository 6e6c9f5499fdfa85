# ruff: noqa: E501
"""Family m: a live-streaming crew for weddings and wakes (lamay) in Iloilo (Philippines;
Tagalog, Hiligaynon and English)."""

from __future__ import annotations

from seventyseventh_spec import FAM_M, alnum, either

FAM_M.reg(
    "lamay_vmix_streaming_preset_xml_youtube_key",
    ("vMix/Presets/<<orgc>>_Lamay_<<n>>.xml", "Documents/vMixStorage/streaming_<<date>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<StreamingSettings>
  <Destination Index="0" Enabled="True">
    <Service>YouTube</Service>
    <Url>rtmp://a.rtmp.youtube.com/live2</Url>
    <Key><<cred>></Key>
    <Title>Lamay ni Lola <<fl2>> - <<place>></Title>
    <Quality>1080p 4500kbps</Quality>
  </Destination>
</StreamingSettings>
""",
    "p:youtube_stream",
)

FAM_M.reg(
    "lamay_tagalog_messenger_copied_text_password",
    ("notes/messenger_<<fa2>>_<<date>>.txt", "Desktop/<<fa>>/kopya_chat_<<n>>.txt"),
    """<<full2>>
Kuya, ano po ulit password ng FB page natin? Magla-live na kami sa simbahan sa <<place>>
<<hm>>
<<full>>
ang password ay <<cred>>
wag mo ipopost sa GC ha
<<hm2>>
<<full2>>
Sige po salamat 🙏
""",
    "human",
)

FAM_M.reg(
    "lamay_paymongo_gcash_node_env",
    ("booking-site/.env", "deploy/<<org>>/.env.local"),
    """NEXT_PUBLIC_SITE_URL=https://<<dom>>
PAYMONGO_PUBLIC_KEY=pk_live_<<hex12>><<hex12>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_PATH=/api/paymongo
DOWNPAYMENT_PHP=3000
""",
    "p:paymongo",
    syntax="",
)

FAM_M.reg(
    "lamay_semaphore_sms_python_api_key",
    ("scripts/paalala_sms.py", "tools/<<org>>_sms_<<n>>.py"),
    '''"""Sends the livestream link to the family before the wake mass."""

import requests

SEMAPHORE_KEY = "<<cred>>"


def send_link(number: str, link: str) -> None:
    requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={"apikey": SEMAPHORE_KEY, "number": number, "message": f"Live na po: {link}", "sendername": "LAMAYLIVE"},
        timeout=20,
    )
''',
    "p:semaphore",
)

FAM_M.reg(
    "lamay_restream_ffmpeg_bat_rtmp_key",
    ("C:/Stream/start_<<place>>.bat", "laptop/<<fa>>/live_<<n>>.bat"),
    """@echo off
REM Simbahan -> Restream (FB page + YouTube sabay)
ffmpeg -f dshow -i video="USB Capture HDMI" -c:v libx264 -preset veryfast -b:v 4000k -c:a aac -f flv rtmp://live.restream.io/live/<<cred>>
pause
""",
    "p:restream",
    syntax="",
)

FAM_M.reg(
    "lamay_hiligaynon_viber_csv_reply_only_value",
    ("viber/Viber_<<fa2>>_<<date>>.csv", "exports/viber_<<n>>.csv"),
    """Date,Time,Sender Name,Sender Phone,Message
<<dmy>>,<<hm>>,<<full2>>,<<phone2>>,"Noy, ano ang password sang Wi-Fi sa punerarya? Indi maka-upload ang video"
<<dmy>>,<<hm2>>,<<full>>,<<phone>>,"<<cred>>"
<<dmy>>,<<hm2>>,<<full2>>,<<phone2>>,"Salamat gid!"
""",
    "human",
    syntax="",
)

FAM_M.reg(
    "lamay_nas_smbcredentials_file",
    ("etc/.smbcredentials", "home/<<user>>/.smbcreds_<<n>>"),
    """username=<<user>>
password=<<cred>>
domain=WORKGROUP
""",
    either("pw", "human"),
    syntax="",
)

FAM_M.reg(
    "lamay_client_videos_tsv_password_column",
    ("records/videos_<<year>>.tsv", "Drive/<<orgc>>/deliveries_<<n>>.tsv"),
    """event\tdate\tclient\tlink\tpassword
Kasal <<fl2>> & partner\t<<date>>\t<<full2>>\thttps://vimeo.com/<<n4>><<n4>>\t<<cred>>
Lamay ni Lolo\t<<date>>\t<<full>>\thttps://fb.watch/<<hex8>>\t(public)
""",
    either("human", lambda rng, fam: alnum(rng, 10)),
    syntax="",
)
