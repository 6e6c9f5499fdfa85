"""Family d: a syndicate of crossword setters."""

import base64

from thirtysecond_spec import dec_after, enc_b64, prov, reg, xkey

F = "crossword_setters_syndicate"

reg(
    F,
    "crossword_grid_compiler_settings_json",
    (
        "AppData/Roaming/GridForge/<<first>>/settings.json",
        "Library/Application Support/GridForge/settings-<<n>>.json",
    ),
    """{
  "gridSize": 15,
  "symmetry": "rotational",
  "wordlists": ["UKACD18.txt", "personal.dic"],
  "export": {
    "format": "puz",
    "email": {
      "smtpHost": "smtp.<<dom>>",
      "smtpPort": 587,
      "smtpUser": "<<email>>",
      "smtpPassword": "<<cred>>",
      "sendTo": "puzzles@<<org>>-gazette.co.uk"
    }
  }
}
""",
    "pw_json",
)

reg(
    F,
    "crossword_newspaper_ftp_filezilla_sitemanager",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "backup/<<first>>/filezilla/sitemanager-<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.<<org>>-gazette.co.uk</Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User><<user>></User>
      <Pass encoding="base64"><<cred>></Pass>
      <Logontype>1</Logontype>
      <Name>Gazette puzzles drop</Name>
      <RemoteDir>1 0 7 puzzles</RemoteDir>
    </Server>
  </Servers>
</FileZilla3>
""",
    "h_xml",
    enc=enc_b64,
    decode=dec_after(
        r'<Pass encoding="base64">([^<]+)</Pass>', lambda v: base64.b64decode(v).decode()
    ),
)

reg(
    F,
    "crossword_setter_hungarian_email_jelszo",
    ("mail/<<first>>/rejtveny_<<n>>.eml", "inbox/<<org>>/keresztrejtveny_<<date>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: szerkesztoseg@<<org>>-gazette.co.uk
Subject: =?UTF-8?Q?Heti_keresztrejtv=C3=A9ny?=
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Kedves Kata!

Feltöltöttem a jövő heti keresztrejtvényt a megosztott mappába. A belépéshez:

felhasználónév: <<user>>
jelszó: <<cred>>

Üdvözlettel,
<<firstc>>
""",
    "h",
)

reg(
    F,
    "crossword_puzzle_feed_pydantic_settings_py",
    ("feed/<<org>>/settings.py", "puzzle_feed_<<n>>/config.py"),
    '''from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    """Daily puzzle feed for partner papers."""

    feed_base_url: str = "https://feed.<<dom>>/v2"
    partner_api_key: str = "<<cred>>"
    cache_seconds: int = 600
    timezone: str = "Europe/London"


settings = Settings()
''',
    xkey("xwd_live_", 32),
)

reg(
    F,
    "crossword_solver_forum_phpbb_config",
    ("forum/<<org>>/config.php", "public_html/solvers-<<n>>/config.php"),
    """<?php
// phpBB 3.3.x auto-generated configuration file
// Do not change anything in this file!
$dbms = 'phpbb\\\\db\\\\driver\\\\mysqli';
$dbhost = 'localhost';
$dbport = '';
$dbname = '<<org_u>>_forum';
$dbuser = '<<org_u>>_bb';
$dbpasswd = '<<cred>>';
$table_prefix = 'phpbb_';
$phpbb_adm_relative_path = 'adm/';
$acm_type = 'phpbb\\\\cache\\\\driver\\\\file';

@define('PHPBB_INSTALLED', true);
@define('PHPBB_ENVIRONMENT', 'production');
""",
    "pw_sq",
)

reg(
    F,
    "crossword_editor_voicemail_transcript",
    ("voicemail/<<date>>_<<n>>_transcript.txt", "phone/<<org>>/vm_<<n4>>.txt"),
    """Voicemail from <<phone>>, <<day>> <<dslash>> <<time>> (1 min 12 s)
Transcription (automatic, may contain errors):

"Hi <<firstc>>, it's <<first2c>> from the puzzles desk. The new setters' portal is live, you log
in with your email and the temporary password, which is <<cred>> ... that's all one word.
Can you get Saturday's cryptic up there by Thursday? Lovely, cheers, bye."
""",
    "h",
)

reg(
    F,
    "crossword_subscriber_list_mailchimp_r_script",
    ("analysis/<<org>>/subscribers_<<n>>.R", "scripts/mailchimp_export.R"),
    """library(httr)
library(jsonlite)

# Weekly puzzle newsletter - subscriber counts by list
apikey <- "<<cred>>"
dc <- sub(".*-", "", apikey)
res <- GET(
  paste0("https://", dc, ".api.mailchimp.com/3.0/lists"),
  authenticate("anystring", apikey)
)
lists <- fromJSON(content(res, "text"))$lists
print(lists[, c("name", "stats")])
""",
    prov("mailchimp"),
)

reg(
    F,
    "crossword_clue_database_my_cnf",
    ("home/<<user>>/.my.cnf", "Users/<<first>>/.my.cnf"),
    """[client]
host=<<ip>>
user=clues
password=<<cred>>
database=cluebank

[mysqldump]
single-transaction
""",
    "pw_ini",
)
