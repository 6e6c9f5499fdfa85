"""Family desktop_bar_widget_configs: status bars, desktop widgets and window-manager configs."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    SYM_BARE,
    SYM_URL,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    pick,
    user,
    uuid4,
)

FAM = "desktop_bar_widget_configs"


def _home(rng):
    return pick(rng, ("home/anneli", "home/nils", "home/oona", "home/jarno", "home/katla"))


@fmt(FAM, "polybar_config_ini_internal_github_module_token")
def polybar(rng):
    tok = "ghp_" + alnum(rng, 36)
    path = f"{_home(rng)}/.config/polybar/" + pick(rng, ("config.ini", "config", "modules.ini"))
    text = f"""[bar/main]
width = 100%
height = 24
modules-right = github date

[module/github]
type = internal/github
token = {tok}
user = {user(rng)}
empty-notifications = false
label = %{{u#0a81f5 +u}} %notifications%
interval = 60

[module/date]
type = internal/date
date = %H:%M
"""
    return Out(path, text, tok, "ini")


@fmt(FAM, "waybar_config_jsonc_custom_module_exec_curl_bearer")
def waybar(rng):
    tok = hexs(rng, 40)
    path = f"{_home(rng)}/.config/waybar/" + pick(rng, ("config", "config.jsonc", "modules.jsonc"))
    text = f"""{{
    "layer": "top",
    "modules-left": ["sway/workspaces"],
    "modules-right": ["custom/todo", "clock"],
    // open tasks from todoist
    "custom/todo": {{
        "exec": "curl -s -H 'Authorization: Bearer {tok}' https://api.todoist.com/rest/v2/tasks?filter=today | jq length",
        "interval": 300,
        "format": " {{}}"
    }},
    "clock": {{ "format": "{{:%H:%M}}" }}
}}
"""
    return Out(path, text, tok, "")


@fmt(FAM, "i3blocks_conf_weather_block_command_appid")
def i3blocks(rng):
    key = hexs(rng, 32)
    path = f"{_home(rng)}/.config/i3blocks/" + pick(
        rng, ("config", "i3blocks.conf", "weather.conf")
    )
    text = f"""separator_block_width=15

[weather]
command=curl -s "https://api.openweathermap.org/data/2.5/weather?q={pick(rng, ("Reykjavik", "Tampere", "Cork", "Brno"))}&appid={key}&units=metric" | jq -r '"\\(.main.temp|round)°C \\(.weather[0].main)"'
interval=900

[time]
command=date '+%a %d %b %H:%M'
interval=5
"""
    return Out(path, text, key, "")


@fmt(FAM, "conky_conf_lua_execi_curl_imaps_userinfo")
def conky(rng):
    pw = gen_pw(rng, sym=SYM_URL)
    dom = domain(rng)
    path = f"{_home(rng)}/" + pick(
        rng, (".conkyrc", ".config/conky/conky.conf", ".config/conky/mail.conf")
    )
    text = f"""conky.config = {{
    alignment = 'top_right',
    update_interval = 2,
    own_window = true,
    own_window_type = 'desktop',
}}

conky.text = [[
${{color grey}}CPU:$color ${{cpu}}% ${{cpubar 4}}
${{color grey}}RAM:$color $mem/$memmax
${{color grey}}Mail:$color ${{execi 300 curl -s --url "imaps://{user(rng)}:{pw}@imap.{dom}/INBOX" -X "STATUS INBOX (UNSEEN)" | grep -o '[0-9]*)' | tr -d ')'}}
]]
"""
    return Out(path, text, pw, "")


@fmt(FAM, "eww_yuck_defpoll_curl_private_token_header")
def eww(rng):
    tok = "glpat-" + alnum(
        rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )
    path = f"{_home(rng)}/.config/eww/" + pick(rng, ("eww.yuck", "widgets.yuck", "bar.yuck"))
    text = f"""(defpoll mrs :interval "180s"
  "curl -s --header 'PRIVATE-TOKEN: {tok}' 'https://gitlab.{domain(rng)}/api/v4/merge_requests?state=opened&scope=assigned_to_me' | jq length")

(defwidget review []
  (box :class "review" :orientation "h"
    (label :text "MR ${{mrs}}")))

(defwindow bar
  :monitor 0
  :geometry (geometry :x "0%" :y "0%" :width "100%" :height "26px" :anchor "top center")
  (review))
"""
    return Out(path, text, tok, "")


@fmt(FAM, "xmobar_hs_run_com_script_positional_key")
def xmobar(rng):
    key = alnum(rng, 20, "abcdefghijklmnopqrstuvwxyz0123456789")
    path = f"{_home(rng)}/" + pick(
        rng, (".xmobarrc", ".config/xmobar/xmobarrc", ".xmonad/xmobar.hs")
    )
    text = f"""Config {{ font = "xft:Iosevka:size=10"
       , position = Top
       , commands = [ Run Cpu ["-t", "cpu <total>%"] 20
                    , Run Com "/usr/local/bin/quote.sh" ["{key}", "NOVO-B.CO"] "stock" 900
                    , Run Date "%a %b %_d %H:%M" "date" 10
                    ]
       , template = "%cpu% }}{{ %stock% | %date% "
       }}
"""
    return Out(path, text, key, "")


@fmt(FAM, "dwmblocks_blocks_h_command_string_api_key_header")
def dwmblocks(rng):
    key = uuid4(rng)
    path = pick(
        rng,
        (
            "dwmblocks/blocks.h",
            "src/dwmblocks/blocks.h",
            "suckless/dwmblocks/blocks.def.h",
            "dotfiles/dwmblocks/blocks.h",
        ),
    )
    text = f"""//Modify this file to change what commands output to your statusbar, and recompile using the make command.
static const Block blocks[] = {{
	/*Icon*/	/*Command*/		/*Update Interval*/	/*Update Signal*/
	{{"BTC ", "curl -s -H 'X-CMC_PRO_API_KEY: {key}' 'https://pro-api.coinmarketcap.com/v1/cryptocurrency/quotes/latest?symbol=BTC' | jq '.data.BTC.quote.USD.price|floor'", 600, 0}},
	{{"", "date '+%b %d (%a) %I:%M%p'", 5, 0}},
}};

static char delim[] = " | ";
static unsigned int delimLen = 5;
"""
    return Out(path, text, key, "")


@fmt(FAM, "sway_config_bar_status_command_env_password")
def sway(rng):
    pw = gen_pw(rng, sym=SYM_BARE)
    path = f"{_home(rng)}/.config/sway/" + pick(rng, ("config", "config.d/bar.conf", "bar"))
    text = f"""set $mod Mod4
output * bg ~/Pictures/fjord.jpg fill

bar {{
    position top
    status_command env MPD_HOST=nas.lan MPD_PASSWORD={pw} ~/.config/sway/status.sh
    colors {{
        statusline #ffffff
        background #323232
    }}
}}
"""
    return Out(path, text, pw, "")
