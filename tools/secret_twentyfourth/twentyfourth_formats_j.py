"""Family: bell ringing tower (simulators, peal records, guild sites)."""

from twentyfourth_spec import reg

FAM = "bellringing_tower_campanology"

reg(
    FAM,
    "bellringing_simulator_pc_winlogon_reg_autologon",
    ("simulator/autologon.reg", "tower/<<org>>-sim.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="<<user>>"
"DefaultPassword"="<<s>>"
"DefaultDomainName"="TOWER"
""",
    "dq",
    "",
)

reg(
    FAM,
    "bellringing_peal_records_requests_session_post",
    ("peals/sync_peals.py", "tools/<<org>>_bellboard.py"),
    """import requests

s = requests.Session()
s.post(
    "https://peals.<<dom>>/login",
    data={"email": "<<email>>", "password": "<<s>>"},
    timeout=20,
)
r = s.get("https://peals.<<dom>>/export?tower=<<n2>>")
open("peals.csv", "wb").write(r.content)
""",
    "sq",
)

reg(
    FAM,
    "bellringing_tower_captain_italian_email",
    ("mail/campanile-<<id>>.eml", "inbox/<<org>>-<<n>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: suonatori@<<dom>>
Subject: Computer del simulatore
Content-Type: text/plain; charset=utf-8

Ciao a tutti,
il computer del simulatore ora chiede l'accesso. Utente <<user>>, la password e' <<s>>
(con la maiuscola all'inizio). Spegnetelo dopo le prove.

<<First>>
""",
    "human",
    "",
)

reg(
    FAM,
    "bellringing_practice_ics_description_login",
    ("calendar/practice-<<id>>.ics", "ics/<<org>>-practice.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//<<org>>//tower//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTART:20260<<n>>T193000Z
SUMMARY:Practice night
DESCRIPTION:Tower door key in the vestry. Simulator laptop login <<user>> / <<s>>
LOCATION:St Mary's tower
END:VEVENT
END:VCALENDAR
""",
    "human",
    "",
)

reg(
    FAM,
    "bellringing_method_library_haskell_record",
    ("methods/app/Config.hs", "src/<<org>>/Config.hs"),
    """module Config (defaultConfig) where

data Config = Config { apiBase :: String, apiKey :: String, cacheDir :: FilePath }

defaultConfig :: Config
defaultConfig = Config
  { apiBase = "https://methods.<<dom>>/api"
  , apiKey = "<<s>>"
  , cacheDir = ".cache/methods"
  }
""",
    "hex40",
    "",
)

reg(
    FAM,
    "bellringing_tower_webcam_motion_netcam_userpass",
    ("etc/motion/motion.conf", "belfry/<<org>>-motion.conf"),
    """# belfry camera - watches the clock hammer
daemon off
netcam_url http://<<ip>>/videostream.cgi
netcam_userpass <<user>>:<<s>>
width 1280
height 720
""",
    "bare",
    "",
)

reg(
    FAM,
    "bellringing_guild_hugo_config_toml_algolia",
    ("site/config.toml", "guild/<<org>>/hugo.toml"),
    """baseURL = "https://guild.<<dom>>/"
languageCode = "en-gb"
title = "<<org>> Guild of Ringers"

[params]
algolia_app_id = "<<id>>"
algolia_admin_key = "<<s>>"
""",
    "hex32",
)

reg(
    FAM,
    "bellringing_newsletter_latex_comment",
    ("newsletter/issue-<<n>>.tex", "tex/<<org>>-ringing-world.tex"),
    """\\documentclass{article}
\\begin{document}
\\section*{Tower news}
Congratulations to <<First>> on a first quarter peal.
% site upload: <<user>> pw <<s>>
\\end{document}
""",
    "bare",
    "",
)
