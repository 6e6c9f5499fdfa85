"""Family h: brass bands: music library, contests, band website, subs and livestreams."""
# ruff: noqa: E501

from twentysixth_spec import Fam

F = Fam("brass_band_contest_bandroom")

F.add(
    "brass_band_music_library_access_vbscript",
    ("library/export_pads.vbs", "bandroom-pc/<<org>>/Library/backup.vbs"),
    "pw_ini",
    """' Export the music library (pads, parts, marches) to CSV for the librarian
Dim conn, rs
Set conn = CreateObject("ADODB.Connection")
conn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=C:\\Band\\Library.accdb;Jet OLEDB:Database Password=<<cred>>;"
Set rs = conn.Execute("SELECT Title, Composer, Pad FROM Library ORDER BY Pad")
Do While Not rs.EOF
    WScript.Echo rs("Pad") & ";" & rs("Title") & ";" & rs("Composer")
    rs.MoveNext
Loop
conn.Close
""",
)

F.add(
    "brass_band_contest_portal_email_reply_value",
    ("mail/contest/Re-entry-portal-<<n>>.eml", "Gmail/<<org>>/Re Contest entry login.eml"),
    "h:Cornet,Euphonium,Flugel,Tenorhorn,Bandroom",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Re: contest entry login?
Date: Sun, 1 Feb 2026 21:<<n2>>:54 +0000

It's the band secretary account, <<email>> — password <<cred>> (capitals as written).
Registration closes on the 20th so players need their registration numbers.

> On Sun, 1 Feb 2026, <<first2>> <<last2>> wrote:
> What's the login for the contest entry portal? I want to register the new cornets.
""",
    syntax="",
)

F.add(
    "brass_band_joomla_configuration_php",
    ("public_html/configuration.php", "www/<<org>>/configuration.php"),
    "pw_sq",
    """<?php
class JConfig {
\tpublic $offline = false;
\tpublic $sitename = '<<orgt>> Band';
\tpublic $dbtype = 'mysqli';
\tpublic $host = 'localhost';
\tpublic $user = '<<orgu>>_jml';
\tpublic $password = '<<cred>>';
\tpublic $db = '<<orgu>>_site';
\tpublic $dbprefix = 'jb_';
\tpublic $mailer = 'smtp';
\tpublic $smtphost = 'smtp.<<dom>>';
}
""",
)

F.add(
    "brass_band_bandroom_wifi_whatsapp_group",
    ("WhatsApp/WhatsApp Chat with Band Players <<year>>.txt", "exports/<<org>>-players-chat.txt"),
    "human",
    """[<<dmy>>, <<time>>:12] <<first>> <<last>>: Reminder: full band rehearsal Thursday 7.30, march cards please
[<<dmy>>, <<time>>:40] <<first2>> <<last2>>: Anyone know the bandroom wifi? need to download the test piece recording
[<<dmy>>, <<time>>:02] <<first>> <<last>>: BandroomGuest
[<<dmy>>, <<time>>:02] <<first>> <<last>>: <<cred>>
[<<dmy>>, <<time>>:05] <<first2>> <<last2>>: 👍
""",
)

F.add(
    "brass_band_recordings_rclone_conf_dropbox_token",
    ("home/<<fl>>/.config/rclone/rclone.conf", "bandroom-nas/<<org>>/rclone.conf"),
    "p:dropbox",
    """[bandrecordings]
type = dropbox
token = {"access_token":"<<cred>>","token_type":"bearer","refresh_token":"<<hex8>>AAAAAAAAAA<<hex8>>","expiry":"2026-03-02T11:<<n2>>:00.000000+00:00"}

[nas]
type = local
""",
    syntax="",
)

F.add(
    "brass_band_subs_gocardless_ruby_client",
    ("subs/collect.rb", "<<org>>-subs/lib/gc.rb"),
    "p:gocardless",
    """require "gocardless_pro"

# monthly player subs by direct debit
client = GoCardlessPro::Client.new(
  access_token: "<<cred>>",
  environment: :live
)

client.payments.create(params: {
  amount: 1500, currency: "GBP",
  links: { mandate: ARGV[0] },
  metadata: { band: "<<orgt>>" }
})
""",
    syntax="",
)

F.add(
    "brass_band_conductor_finnish_chat_salasana",
    ("exports/telegram-<<org>>/messages.txt", "chat/soittokunta-<<year>>.txt"),
    "h:Kornetti,Tuuba,Baritoni,Marssi,Torvi",
    """<<first>> <<last>>, [<<dmy>> <<time>>]
Nuottiarkiston salasana vaihtui, uusi on <<cred>>

<<first2>> <<last2>>, [<<dmy>> <<time>>]
Kiitos! Tulostan kilpailukappaleen stemmat huomiseksi.
""",
)

F.add(
    "brass_band_livestream_facebook_page_token_json",
    ("stream/config.json", "<<org>>-concert-stream/settings.json"),
    "p:facebook",
    """{
  "page_id": "<<id>><<id>>",
  "page_access_token": "<<cred>>",
  "title": "<<orgt>> Band – Spring Concert",
  "privacy": "EVERYONE",
  "encoder": {"bitrate_kbps": 4500, "keyframe_s": 2}
}
""",
)
