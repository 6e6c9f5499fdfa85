"""Family: early-music consorts with harpsichords (tickets, score library, streaming, members)."""

from twentyninth_spec import reg

F = "harpsichord_consort_early_music"

reg(
    F,
    "consort_concert_tickets_python_client_kwarg",
    ("tickets/sync_audience.py", "<<org>>/box_office/ticketsource_<<n>>.py"),
    """from ticketing import Client

client = Client(api_key="<<v>>", base_url="https://api.<<dom>>/v2")

for perf in client.performances(event="matthew-passion-<<year>>"):
    print(perf.date, perf.sold, perf.capacity)
""",
    "x:sk_:40",
)

reg(
    F,
    "consort_score_library_nextcloud_config_php",
    ("var/www/nextcloud/config/config.php", "<<org>>/scores/config.php"),
    """<?php
$CONFIG = array (
  'instanceid' => 'oc<<hx>>',
  'trusted_domains' => array (0 => 'scores.<<dom>>'),
  'datadirectory' => '/srv/scores/data',
  'dbtype' => 'mysql',
  'dbname' => 'nextcloud',
  'dbhost' => 'localhost',
  'dbuser' => 'nc_scores',
  'dbpassword' => '<<v>>',
  'installed' => true,
);
""",
    "pw_sq",
    "",
)

reg(
    F,
    "consort_music_director_german_email_passwort",
    ("Mail/Ensemble/<<year>>-<<mon>>-<<day>> Notenarchiv.eml", "<<org>>/post/continuo_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: ensemble@<<dom>>
Subject: Notenarchiv für die Kantaten
Date: Thu, <<day>> Nov <<year>> 22:<<mm>>:12 +0100

Liebe alle,

die Stimmen für BWV <<nn>> liegen im Notenarchiv. Zugang:
Benutzername: ensemble
Passwort: <<v>>

Cembalo wird am Samstag auf 415 Hz gestimmt, bitte Blockflöten entsprechend.

Herzlich, <<first>>
""",
    "h",
)

reg(
    F,
    "consort_imslp_ruby_mechanize_form_password",
    ("scripts/fetch_parts.rb", "<<org>>/library/imslp_<<n>>.rb"),
    """require 'mechanize'

agent = Mechanize.new
page = agent.get('https://imslp.org/index.php?title=Special:UserLogin')
form = page.form_with(name: 'userlogin')
form.field_with(name: 'wpName').value = '<<user>>'
form.field_with(name: 'wpPassword').value = '<<v>>'
agent.submit(form)
""",
    "h_sq",
    "",
)

reg(
    F,
    "consort_livestream_vmix_xml_stream_key",
    ("Documents/vMixStorage/streaming_<<n>>.xml", "<<org>>/livestream/vmix_preset_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<Streaming>
  <Destination index="0">
    <Url>rtmp://live.<<dom>>/app</Url>
    <StreamName><<v>></StreamName>
    <Quality>1080p 6000k</Quality>
  </Destination>
</Streaming>
""",
    "x:live_:32",
)

reg(
    F,
    "consort_mailing_listmonk_config_toml",
    ("listmonk/config.toml", "<<org>>/newsletter/config.toml"),
    """[app]
address = "0.0.0.0:9000"

[db]
host = "localhost"
port = 5432
user = "listmonk"
password = "<<v>>"
database = "listmonk"
ssl_mode = "disable"
""",
    "pw_dq",
)

reg(
    F,
    "consort_member_vcard_note_login",
    ("contacts/<<first>>_<<last>>.vcf", "<<org>>/members/vcards_<<n>>.vcf"),
    """BEGIN:VCARD
VERSION:3.0
FN:<<first>> <<last>>
ORG:<<orgt>>
TITLE:Librarian
EMAIL;TYPE=INTERNET:<<email>>
NOTE:Keeps the harpsichord tuning log. Choir admin site login: librarian / <<v>>
END:VCARD
""",
    "h",
)

reg(
    F,
    "consort_cantata_rota_csv_login_column",
    ("rota/cantatas_<<year>>.csv", "<<org>>/admin/rota_<<n>>.csv"),
    """date,work,continuo,venue,venue_wifi
<<year>>-0<<mon>>-0<<n>>,BWV 140,harpsichord + cello,St Mary's,none
<<year>>-0<<mon>>-1<<n>>,BWV 147,organ,Assembly Rooms,<<v>>
<<year>>-0<<mon>>-2<<n>>,Dido and Aeneas,harpsichord,Town Hall,ask caretaker
""",
    "h_ini",
)
